// Home page: JavaScript loaded before first render (gzip) and a Lighthouse mobile audit, against
// the built app served by the product itself.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'apps/web/dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
// Scripts and module preloads in index.html are what the browser fetches before first render.
const critical = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1]!);
let gzipTotal = 0;
let rawTotal = 0;
console.log('\n| critical script | raw KB | gzip KB |');
console.log('|---|---|---|');
for (const src of new Set(critical)) {
  const body = readFileSync(join(dist, src));
  const gz = gzipSync(body, { level: 9 }).length;
  rawTotal += body.length;
  gzipTotal += gz;
  console.log(`| ${src} | ${(body.length / 1024).toFixed(1)} | ${(gz / 1024).toFixed(1)} |`);
}
console.log(`| total | ${(rawTotal / 1024).toFixed(1)} | ${(gzipTotal / 1024).toFixed(1)} |`);
console.log(
  `JS before first render: ${(gzipTotal / 1024).toFixed(1)} KB gzip; budget ≤ 150 KB: ${gzipTotal <= 150 * 1024 ? 'PASS' : 'FAIL'} (${((gzipTotal / (150 * 1024)) * 100).toFixed(0)}% of budget)`,
);

if (process.env.BENCH_SKIP_LIGHTHOUSE) process.exit(0);

const port = 3990;
const dir = mkdtempSync(join(tmpdir(), 'resumio-lh-'));
const server = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
  env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', SQLITE_PATH: join(dir, 'lh.db') },
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const pages = (process.env.BENCH_PAGES ?? '/,/about,/pricing').split(',');
  console.log('\n| page | performance | accessibility | best practices | SEO |');
  console.log('|---|---|---|---|---|');
  for (const path of pages) {
    const out = join(dir, 'report.json');
    execFileSync(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        `http://localhost:${port}${path}`,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--form-factor=mobile',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      {
        env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const score = (k: string) => Math.round((report.categories[k]?.score ?? 0) * 100);
    console.log(
      `| ${path} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} |`,
    );
    const metric = (id: string) => report.audits[id]?.displayValue ?? '—';
    console.log(
      `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, SI ${metric('speed-index')}, CLS ${metric('cumulative-layout-shift')}`,
    );
    const failing = Object.values(
      report.audits as Record<
        string,
        { score: number | null; title: string; scoreDisplayMode: string }
      >,
    )
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => a.title);
    if (failing.length) console.log(`  below 90: ${failing.join('; ')}`);
  }
  console.log('budgets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100');
} finally {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
