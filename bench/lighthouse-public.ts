// Public pages on a simulated phone: Lighthouse (mobile, simulated throttling) on /, /blog and one
// article of the built product, served as `npm start` serves it, plus the JavaScript the home page
// loads. Baseline in the same run: the home page as the bare app shell (/index.html), which is how
// every public page was served before prerendering.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, startProductServer } from './lib/product-server.ts';

// BENCH_WEB_DIST audits another build of the web app (the server is pointed at it too).
const dist = process.env.BENCH_WEB_DIST ?? 'apps/web/dist';
const runs = Number(process.env.BENCH_RUNS ?? 3);

// --- JavaScript of the home page -----------------------------------------------------------------
// Held to the whole amount the page needs to become interactive, not only what precedes its
// first paint (nothing: the HTML is prerendered), so deferring code cannot hide it.

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** A chunk and everything it imports statically, as manifest keys. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

/** Gzip size of a built file: its precompressed sibling when the build wrote one. */
function gzipBytes(file: string): number {
  const path = join(dist, file);
  return existsSync(`${path}.gz`)
    ? readFileSync(`${path}.gz`).length
    : gzipSync(readFileSync(path), { level: 9 }).length;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const homeHtml = readFileSync(join(dist, 'prerendered/index.html'), 'utf8');
// The document loads one small script up front; it starts the app (the entry and the modules it
// imports, named on that script element) after the first paint.
const startTag =
  /<script type="module" fetchpriority="low" src="\/([^"]+)" data-app-entry="\/([^"]+)" data-app-preload="([^"]*)"/.exec(
    homeHtml,
  );
if (!startTag) throw new Error('The prerendered home page has no start-after-paint script');
const upFront = [startTag[1]!];
const app = [
  startTag[2]!,
  ...startTag[3]!
    .split(' ')
    .filter(Boolean)
    .map((href) => href.slice(1)),
];
// Hydration also waits for the route's own code (the index route and what it imports).
const routeKey = 'src/app/routes/index-route.tsx';
const routeFiles = [...closure(routeKey)]
  .map((key) => manifest[key]!.file)
  .filter((file) => !app.includes(file) && file.endsWith('.js'));
const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
const upFrontBytes = sum(upFront);
const appBytes = sum(app);
const routeBytes = sum(routeFiles);
const beforeHydration = upFrontBytes + appBytes + routeBytes;
const HOME_JS_BUDGET = 150 * 1024;

console.log('\n| home page JavaScript | files | gzip KB |');
console.log('|---|---|---|');
console.log('| before first render (the HTML is prerendered) | 0 | 0.0 |');
console.log(`| loaded up front (the start script) | 1 | ${kb(upFrontBytes)} |`);
console.log(`| the app, fetched after the first paint | ${app.length} | ${kb(appBytes)} |`);
console.log(`| the home route's code | ${routeFiles.length} | ${kb(routeBytes)} |`);
console.log(
  `| total before hydration | ${1 + app.length + routeFiles.length} | ${kb(beforeHydration)} |`,
);
console.log(
  `home JS before first render: 0 KB; loaded before hydration: ${kb(beforeHydration)} KB gzip; budget ≤ 150 KB: ${beforeHydration <= HOME_JS_BUDGET ? 'PASS' : 'FAIL'} (${Math.round((beforeHydration / HOME_JS_BUDGET) * 100)}% of budget)`,
);

if (process.env.BENCH_SKIP_LIGHTHOUSE) process.exit(0);

// --- Lighthouse ----------------------------------------------------------------------------------

const prerendered = JSON.parse(readFileSync(join(dist, 'prerendered/manifest.json'), 'utf8')) as {
  documents: Record<string, unknown>;
};
const article =
  process.env.BENCH_ARTICLE ??
  Object.keys(prerendered.documents).find(
    (path) => /^\/blog\/[a-z0-9-]+$/.test(path) && !path.startsWith('/blog/page'),
  );
if (!article) throw new Error('The build has no prerendered article');

interface Audit {
  score: number | null;
  title: string;
  scoreDisplayMode: string;
  numericValue?: number;
}
interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}

/**
 * Headless Chromium now and then fails to record the page load's trace (Lighthouse's NO_NAVSTART);
 * such a run is repeated, up to twice, and counted in the output.
 */
let repeatedRuns = 0;
function lighthouse(url: string, out: string): Report {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, out);
    } catch (error) {
      if (attempt === 3) throw error;
      repeatedRuns++;
    }
  }
}

function lighthouseOnce(url: string, out: string): Report {
  execFileSync(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${[...CHROMIUM_ARGS, '--no-first-run'].join(' ')}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

interface Result {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  failing: string[];
}

function summarize(path: string, report: Report): Result {
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    failing: Object.entries(report.audits)
      .filter(
        ([, a]) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map(([id]) => id),
  };
}

/** The run with the median performance score: Lighthouse on a shared machine varies run to run. */
function median(results: Result[]): Result {
  return [...results].sort((a, b) => a.performance - b.performance || a.fcp - b.fcp)[
    Math.floor(results.length / 2)
  ]!;
}

const dir = mkdtempSync(join(tmpdir(), 'resumio-lh-public-'));
// `npm start` runs the production configuration.
const server = await startProductServer(3991, {
  NODE_ENV: 'production',
  ...(process.env.BENCH_WEB_DIST ? { WEB_DIST_DIR: process.env.BENCH_WEB_DIST } : {}),
});
const results: Result[] = [];
try {
  const pages = [
    { label: '/ (app shell, baseline)', path: '/index.html' },
    { label: '/', path: '/' },
    { label: '/blog', path: '/blog' },
    { label: article, path: article },
  ];
  for (const { label, path } of pages) {
    const samples: Result[] = [];
    for (let run = 0; run < runs; run++) {
      samples.push(summarize(label, lighthouse(`${server.url}${path}`, join(dir, 'report.json'))));
    }
    results.push(median(samples));
  }
} finally {
  server.stop();
  rmSync(dir, { recursive: true, force: true });
}

const ms = (value: number) => `${Math.round(value)}`;
console.log(`\nLighthouse mobile, simulated throttling, median of ${runs} runs`);
console.log(
  '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | SI ms |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${ms(r.si)} |`,
  );
}
for (const r of results) {
  if (r.failing.length) console.log(`  ${r.path} below 90: ${r.failing.join(', ')}`);
}

const [baseline, ...pages] = results;
const home = pages[0]!;
if (repeatedRuns) console.log(`(${repeatedRuns} run(s) repeated after a failed trace recording)`);
console.log(
  `\nhome FCP ${ms(home.fcp)} ms vs app shell ${ms(baseline!.fcp)} ms: ${((home.fcp / baseline!.fcp) * 100).toFixed(0)}% of baseline; LCP ${((home.lcp / baseline!.lcp) * 100).toFixed(0)}% of baseline`,
);
let failed = beforeHydration > HOME_JS_BUDGET;
for (const r of pages) {
  const checks = [
    ['performance ≥ 98', r.performance >= 98],
    ['accessibility 100', r.accessibility === 100],
    ['best practices 100', r.bestPractices === 100],
    ['SEO 100', r.seo === 100],
    ['FCP ≤ 1.0 s', r.fcp <= 1000],
  ] as const;
  const misses = checks.filter(([, ok]) => !ok).map(([name]) => name);
  if (misses.length) failed = true;
  console.log(`${r.path}: ${misses.length ? `FAIL (${misses.join(', ')})` : 'PASS'}`);
}
console.log(
  'budgets: performance ≥ 98, accessibility 100, best practices 100, SEO 100, FCP ≤ 1.0 s, home JS before hydration ≤ 150 KB gzip',
);
process.exit(failed ? 1 : 0);
