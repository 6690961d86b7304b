// Server PDF render of a two-page resume against Chromium printing the same resume's HTML
// export with a warm browser, side by side in one run. Budget: median ≤ 60 ms and ≥ 10× faster.
import { chromium } from 'playwright-core';

// React and react-pdf pick their production code paths at import time, as on the server.
process.env.NODE_ENV = 'production';
const { getSample } = await import('@resumio/resume');
const { renderHtml, renderPdfDocument } = await import('@resumio/resume/render');

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const CHROMIUM_RUNS = Number(process.env.BENCH_CHROMIUM_RUNS ?? 15);
const WARM_UP = 5;

type Resume = NonNullable<ReturnType<typeof getSample>>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function time(runs: number, warmUp: number, task: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await task();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return times;
}

// The many-sections sample: two pages in its own template, with every section type.
const resume = getSample('product-manager') as Resume;
resume.resumio!.design.showPageNumbers = false;
const numbered = structuredClone(resume);
numbered.resumio!.design.showPageNumbers = true;
const { pageCount } = await renderPdfDocument(resume);
if (pageCount !== 2) throw new Error(`expected a 2-page resume, got ${pageCount}`);

const server = await time(RUNS, WARM_UP, () => renderPdfDocument(resume));
const serverNumbered = await time(RUNS, WARM_UP, () => renderPdfDocument(numbered));

const html = renderHtml(resume);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let warmPage: number[];
let freshPage: number[];
try {
  const page = await browser.newPage();
  warmPage = await time(CHROMIUM_RUNS, 3, async () => {
    await page.setContent(html);
    await page.pdf({ preferCSSPageSize: true, printBackground: true });
  });
  // What an export service does for isolation: a new page per document, same browser.
  freshPage = await time(CHROMIUM_RUNS, 3, async () => {
    const fresh = await browser.newPage();
    await fresh.setContent(html);
    await fresh.pdf({ preferCSSPageSize: true, printBackground: true });
    await fresh.close();
  });
} finally {
  await browser.close();
}

const row = (name: string, times: number[]) =>
  `| ${name} | ${times.length} | ${median(times).toFixed(1)} | ${Math.min(...times).toFixed(1)} | ${Math.max(...times).toFixed(1)} |`;
console.log('\n| renderer | runs | median ms | min ms | max ms |');
console.log('|---|---|---|---|---|');
console.log(row('react-pdf, server, 2 pages', server));
console.log(row('react-pdf, server, 2 pages + page numbers', serverNumbered));
console.log(row('Chromium page.pdf, warm browser, reused page', warmPage));
console.log(row('Chromium page.pdf, warm browser, new page each', freshPage));
const ours = median(server);
const ratio = median(warmPage) / ours;
console.log(`median ${ours.toFixed(1)} ms; budget ≤ 60 ms: ${ours <= 60 ? 'PASS' : 'FAIL'}`);
console.log(
  `${ratio.toFixed(1)}× faster than Chromium (reused page); budget ≥ 10×: ${ratio >= 10 ? 'PASS' : 'FAIL'}`,
);
console.log(
  `${(median(freshPage) / ours).toFixed(1)}× faster than Chromium with a new page per document`,
);
