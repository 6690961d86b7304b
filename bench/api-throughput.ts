// Throughput of /api/health and an authenticated route against a bare Fastify hello route,
// all measured in this one run so the ratios hold on any machine.
import {
  loadEach,
  loadInRounds,
  medianResult,
  printTable,
  type LoadResult,
} from './lib/autocannon-run.ts';
import { startBenchIssuer } from './lib/bench-issuer.ts';
import { startChildServer } from './lib/child-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const tsx = ['--import', 'tsx'];

const issuer = await startBenchIssuer();
const signToken = issuer.signToken;
const token = await signToken('warm');
// Every request of the cold run carries a token the server has never seen, so each one pays for
// the RS256 verification and the user lookup.
const coldCount = Number(process.env.BENCH_COLD_TOKENS ?? 6000);
const coldTokens = await Promise.all(
  Array.from({ length: coldCount }, (_, i) => signToken(`cold-${i}`)),
);

const bare = await startChildServer([...tsx, 'bench/servers/bare-fastify.ts']);
const api = await startChildServer([...tsx, 'bench/servers/product-api.ts'], issuer.env);
// Warm the JWKS cache and create the user before measuring.
await fetch(`${api.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const rows = await loadInRounds(
  [
    { label: 'bare Fastify /hello', url: `${bare.url}/hello` },
    { label: '/api/health', url: `${api.url}/api/health` },
    {
      label: '/api/me (same token: cached)',
      url: `${api.url}/api/me`,
      headers: { authorization: `Bearer ${token}` },
    },
  ],
  { rounds, seconds },
);
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
issuer.close();

// The budget applies to an authenticated route as clients use it: a token is reused for many
// calls, and the server verifies it once. The cold row shows the price of a first sight.
printTable(rows, rows[0]!, {
  '/api/health': 0.5,
  '/api/me (same token: cached)': 0.35,
});
