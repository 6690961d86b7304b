// GET /api/stripe/subscription-status (JWT + one lookup) against a bare Fastify hello route in
// the same run, with /api/health and /api/me as the floors it stands on, and how fast the local
// provider's hosted checkout page becomes usable.
import { chromium } from 'playwright-core';
import { loadInRounds, printTable } from './lib/autocannon-run.ts';
import { startBenchIssuer } from './lib/bench-issuer.ts';
import { startChildServer } from './lib/child-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const pageRuns = Number(process.env.BENCH_RUNS ?? 7);
const tsx = ['--import', 'tsx'];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const issuer = await startBenchIssuer();
const token = await issuer.signToken('status');
const auth = { authorization: `Bearer ${token}` };

const bare = await startChildServer([...tsx, 'bench/servers/bare-fastify.ts']);
const api = await startChildServer([...tsx, 'bench/servers/product-api.ts'], issuer.env);
// Warm the JWKS cache and create the user before measuring.
await fetch(`${api.url}/api/stripe/subscription-status`, { headers: auth });
// The floors under it, in the same server: the plugin stack alone, then with sign-in.
const rows = await loadInRounds(
  [
    { label: 'bare Fastify /hello', url: `${bare.url}/hello` },
    { label: '/api/health (plugin stack)', url: `${api.url}/api/health` },
    { label: '/api/me (JWT + user lookup)', url: `${api.url}/api/me`, headers: auth },
    {
      label: '/api/stripe/subscription-status',
      url: `${api.url}/api/stripe/subscription-status`,
      headers: auth,
    },
  ],
  { rounds: Number(process.env.BENCH_ROUNDS ?? 3), seconds },
);
await bare.stop();

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
issuer.close();

printTable(rows, rows[0]!, { '/api/stripe/subscription-status': 0.35 });
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
