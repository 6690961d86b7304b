// GET /api/stripe/subscription-status (JWT + one lookup) against a bare Fastify hello route in
// the same run, with /api/health and /api/me as the floors it stands on, and how fast the local
// provider's hosted checkout page becomes usable.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { chromium } from 'playwright-core';
import { load, printTable } from './lib/autocannon-run.ts';
import { startChildServer } from './lib/child-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const pageRuns = Number(process.env.BENCH_RUNS ?? 7);
const tsx = ['--import', 'tsx'];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// A local issuer, so the status route does real JWKS-backed verification.
const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
const issuerServer = createServer((req, res) => {
  const issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
  res.setHeader('content-type', 'application/json');
  if (req.url === '/.well-known/openid-configuration')
    res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
  else res.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((r) => issuerServer.listen(0, '127.0.0.1', r));
const issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
const audience = 'https://api.bench';
const token = await new SignJWT({ email: 'bench@example.com', name: 'Bench User' })
  .setProtectedHeader({ alg: 'RS256', kid: 'bench', typ: 'at+jwt' })
  .setIssuer(issuer)
  .setAudience(audience)
  .setSubject('bench-user')
  .setIssuedAt()
  .setExpirationTime('1h')
  .sign(privateKey);
const auth = { authorization: `Bearer ${token}` };

const bare = await startChildServer([...tsx, 'bench/servers/bare-fastify.ts']);
const baseline = await load('bare Fastify /hello', `${bare.url}/hello`, { seconds });
await bare.stop();

const api = await startChildServer([...tsx, 'bench/servers/billing-api.ts'], {
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: 'bench-client',
  OIDC_AUDIENCE: audience,
});
// Warm the JWKS cache and create the user before measuring.
await fetch(`${api.url}/api/stripe/subscription-status`, { headers: auth });
// The floors under it, in the same server: the plugin stack alone, then with sign-in.
const health = await load('/api/health (plugin stack)', `${api.url}/api/health`, { seconds });
const me = await load('/api/me (JWT + user lookup)', `${api.url}/api/me`, {
  seconds,
  headers: auth,
});
const status = await load(
  '/api/stripe/subscription-status',
  `${api.url}/api/stripe/subscription-status`,
  {
    seconds,
    headers: auth,
  },
);

async function newCheckoutPath(): Promise<string> {
  const res = await fetch(`${api.url}/api/stripe/create-checkout-session`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ priceId: 'price_resumio_premium_monthly' }),
  });
  if (!res.ok) throw new Error(`checkout session: ${res.status} ${await res.text()}`);
  return new URL(((await res.json()) as { url: string }).url).pathname;
}

// The page and both of its assets over HTTP, as a browser's first visit fetches them.
const httpTimes: number[] = [];
for (let i = 0; i < pageRuns; i++) {
  const path = await newCheckoutPath();
  const started = performance.now();
  const page = await fetch(`${api.url}${path}`);
  const html = await page.text();
  const assets = [...html.matchAll(/(?:href|src)="(\/checkout\/assets\/[^"]+)"/g)].map(
    (m) => m[1]!,
  );
  await Promise.all(assets.map((asset) => fetch(`${api.url}${asset}`).then((r) => r.text())));
  httpTimes.push(performance.now() - started);
}

// A real browser: from navigation start until the Pay button can be clicked.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const browserTimes: number[] = [];
try {
  const context = await browser.newContext();
  for (let i = 0; i < pageRuns; i++) {
    const path = await newCheckoutPath();
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${api.url}${path}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: /^Pay/ }).waitFor({ state: 'visible' });
    await page.locator('button[type="submit"]:enabled').waitFor();
    await page.waitForLoadState('domcontentloaded');
    browserTimes.push(performance.now() - started);
    await page.close();
  }
} finally {
  await browser.close();
}
await api.stop();
issuerServer.close();

printTable([baseline, health, me, status], baseline, { '/api/stripe/subscription-status': 0.35 });
console.log('\n| local checkout page | median ms | runs (ms) | budget |');
console.log('|---|---|---|---|');
for (const [label, times] of [
  ['HTTP: page + CSS + JS', httpTimes],
  ['Chromium: navigation → Pay button enabled', browserTimes],
] as const) {
  const m = median(times);
  console.log(
    `| ${label} | ${m.toFixed(1)} | ${times.map((t) => t.toFixed(0)).join(', ')} | ≤ 1000 ms ${m <= 1000 ? 'PASS' : 'FAIL'} |`,
  );
}
