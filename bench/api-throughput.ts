// Throughput of /api/health and an authenticated route against a bare Fastify hello route,
// all measured in this one run so the ratios hold on any machine.
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { load, loadEach, medianResult, printTable, type LoadResult } from './lib/autocannon-run.ts';
import { startChildServer } from './lib/child-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const tsx = ['--import', 'tsx'];

// A local issuer so the authenticated route does real JWKS-backed verification.
const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
const issuerServer = createServer((req, res) => {
  const issuer = `http://127.0.0.1:${(issuerServer.address() as { port: number }).port}`;
  res.setHeader('content-type', 'application/json');
  if (req.url === '/.well-known/openid-configuration') {
    res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
  } else res.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((r) => issuerServer.listen(0, '127.0.0.1', r));
const issuer = `http://127.0.0.1:${(issuerServer.address() as { port: number }).port}`;
const audience = 'https://api.bench';
const signToken = (jti: string) =>
  new SignJWT({ email: 'bench@example.com', name: 'Bench User' })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench', typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject('bench-user')
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
const token = await signToken('warm');
// Every request of the cold run carries a token the server has never seen, so each one pays for
// the RS256 verification and the user lookup.
const coldCount = Number(process.env.BENCH_COLD_TOKENS ?? 6000);
const coldTokens = await Promise.all(
  Array.from({ length: coldCount }, (_, i) => signToken(`cold-${i}`)),
);

const bare = await startChildServer([...tsx, 'bench/servers/bare-fastify.ts']);
const api = await startChildServer([...tsx, 'bench/servers/product-api.ts'], {
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: 'bench-client',
  OIDC_AUDIENCE: audience,
});
// Warm the JWKS cache and create the user before measuring.
await fetch(`${api.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });

// Rounds alternate between the routes so that drift in machine load hits all of them alike.
const targets: { label: string; url: string; headers: Record<string, string> }[] = [
  { label: 'bare Fastify /hello', url: `${bare.url}/hello`, headers: {} },
  { label: '/api/health', url: `${api.url}/api/health`, headers: {} },
  {
    label: '/api/me (same token: cached)',
    url: `${api.url}/api/me`,
    headers: { authorization: `Bearer ${token}` },
  },
];
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const samples = new Map<string, LoadResult[]>(targets.map((t) => [t.label, []]));
for (let round = 0; round < rounds; round++) {
  for (const target of targets) {
    samples
      .get(target.label)!
      .push(await load(target.label, target.url, { seconds, headers: target.headers }));
  }
}
const rows = targets.map((t) => medianResult(samples.get(t.label)!));
const coldRuns: LoadResult[] = [];
for (let round = 0; round < rounds; round++) {
  const slice = coldTokens.slice(
    Math.floor((round * coldCount) / rounds),
    Math.floor(((round + 1) * coldCount) / rounds),
  );
  coldRuns.push(
    await loadEach(
      '/api/me (new token each: JWT verify + user lookup)',
      `${api.url}/api/me`,
      slice,
    ),
  );
}
rows.push(medianResult(coldRuns));
await bare.stop();
await api.stop();
issuerServer.close();

// The budget applies to an authenticated route as clients use it: a token is reused for many
// calls, and the server verifies it once. The cold row shows the price of a first sight.
printTable(rows, rows[0]!, {
  '/api/health': 0.5,
  '/api/me (same token: cached)': 0.35,
});
