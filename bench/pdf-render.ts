// Server PDF render of a two-page resume against Chromium printing the same resume's HTML
// export with a warm browser, side by side in one run. Budget: median ≤ 30 ms and ≥ 10× faster.
//
// Each run edits one bullet first, as a user does between two exports, so neither renderer
// prints a document it has printed before. The baseline is a print service's usual path (see
// docs/decisions/007-pdf-benchmark-baseline.md): the browser is running, and each document gets
// a new page that is closed afterwards. A page reused for every document is reported too.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './lib/product-server.ts';

// React and react-pdf pick their production code paths at import time, as on the server.
process.env.NODE_ENV = 'production';
const { getSample } = await import('@resumio/resume');
const { renderHtml, renderPdfDocument } = await import('@resumio/resume/render');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SERVER_RUNS_PER_ROUND = 10;
const CHROMIUM_RUNS_PER_ROUND = 3;

type Resume = NonNullable<ReturnType<typeof getSample>>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

// The many-sections sample: two pages in its own template, with every section type.
const original = getSample('product-manager') as Resume;
original.resumio!.design.showPageNumbers = false;
let edits = 0;
/** The resume with one bullet changed, a different one each time. */
function edited(): Resume {
  const resume = structuredClone(original);
  const work = resume.work!;
  const entry = work[edits % work.length]!;
  entry.highlights = [
    `${entry.highlights?.[0] ?? ''} (edit ${++edits})`,
    ...(entry.highlights ?? []).slice(1),
  ];
  return resume;
}

const { pageCount } = await renderPdfDocument(original);
if (pageCount !== 2) throw new Error(`expected a 2-page resume, got ${pageCount}`);

async function timeRuns(
  runs: number,
  next: () => Resume,
  task: (resume: Resume) => Promise<unknown>,
) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const resume = next();
    const started = performance.now();
    await task(resume);
    times.push(performance.now() - started);
  }
  return times;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const printOptions = { preferCSSPageSize: true, printBackground: true };
const reused = await browser.newPage();
const printNewPage = async (resume: Resume) => {
  const page = await browser.newPage();
  await page.setContent(renderHtml(resume));
  await page.pdf(printOptions);
  await page.close();
};
const printReusedPage = async (resume: Resume) => {
  await reused.setContent(renderHtml(resume));
  await reused.pdf(printOptions);
};
const renderServer = (resume: Resume) => renderPdfDocument(resume);

// Closing a page leaves Chromium's processes busy for a moment; on a small machine that work
// would land on whichever renderer is timed next. Each round starts on a quiet machine.
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const times = {
  server: [] as number[],
  unchanged: [] as number[],
  newPage: [] as number[],
  reusedPage: [] as number[],
};
try {
  // Warm-up: both engines have loaded their code and fonts before anything is timed.
  await timeRuns(5, edited, renderServer);
  await timeRuns(2, edited, printNewPage);
  await timeRuns(2, edited, printReusedPage);
  // Rounds alternate the renderers so drift on a busy machine affects them alike.
  for (let round = 0; round < ROUNDS; round++) {
    await settle();
    times.server.push(...(await timeRuns(SERVER_RUNS_PER_ROUND, edited, renderServer)));
    await settle();
    times.newPage.push(...(await timeRuns(CHROMIUM_RUNS_PER_ROUND, edited, printNewPage)));
    await settle();
    times.unchanged.push(...(await timeRuns(SERVER_RUNS_PER_ROUND, () => original, renderServer)));
    await settle();
    times.reusedPage.push(...(await timeRuns(CHROMIUM_RUNS_PER_ROUND, edited, printReusedPage)));
  }
} finally {
  await browser.close();
}

const row = (name: string, values: number[]) =>
  `| ${name} | ${values.length} | ${median(values).toFixed(1)} | ${Math.min(...values).toFixed(1)} | ${Math.max(...values).toFixed(1)} |`;
console.log('\n| renderer | runs | median ms | min ms | max ms |');
console.log('|---|---|---|---|---|');
console.log(row('react-pdf, server, 2 pages, one bullet edited each run', times.server));
console.log(row('react-pdf, server, 2 pages, same document again', times.unchanged));
console.log(row('Chromium page.pdf, warm browser, new page per document', times.newPage));
console.log(row('Chromium page.pdf, warm browser, one page reused', times.reusedPage));
const ours = median(times.server);
const ratio = median(times.newPage) / ours;
console.log(`median ${ours.toFixed(1)} ms; budget ≤ 30 ms: ${ours <= 30 ? 'PASS' : 'FAIL'}`);
console.log(
  `${ratio.toFixed(1)}× faster than Chromium (new page per document); budget ≥ 10×: ${ratio >= 10 ? 'PASS' : 'FAIL'}`,
);
console.log(
  `${(median(times.reusedPage) / ours).toFixed(1)}× faster than Chromium with one page reused for every document`,
);
