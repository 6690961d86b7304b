// Server PDF render of real resumes: every file of the JSON Resume corpus that imports, in every
// template, as users import them. Budget: median ≤ 60 ms and p90 ≤ 150 ms per document. The
// baseline, in the same run, is Chromium printing each resume's HTML export with a warm browser
// and a new page per document (as in pdf-render.ts); the ratio is reported next to the budget.
//
// Each timed render edits one line first, as a user does between two exports. Fonts are opened
// by a first untimed pass; the cost of opening a face for the first time (CJK slices included)
// is reported separately, from that pass.
import { chromium } from 'playwright-core';
import {
  corpusAvailable,
  corpusResumes,
  CORPUS_MISSING_MESSAGE,
} from '../packages/resume/src/testing/corpus.ts';
import { CHROMIUM_ARGS } from './lib/product-server.ts';

// React and react-pdf pick their production code paths at import time, as on the server.
process.env.NODE_ENV = 'production';
const { TEMPLATE_IDS, createResume, importJsonResume } = await import('@resumio/resume');
const { renderHtml, renderPdfDocument, warmUpPdfEngine } = await import('@resumio/resume/render');

type Resume = Parameters<typeof renderHtml>[0];

if (!corpusAvailable) {
  console.log(CORPUS_MISSING_MESSAGE);
  process.exit(0);
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHROMIUM_DOCUMENTS = Number(process.env.BENCH_CHROMIUM_DOCUMENTS ?? 24);

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
const median = (values: number[]) => quantile(values, 0.5);

const cases = corpusResumes().flatMap(({ file, text }) => {
  const result = importJsonResume(text);
  if (!result.ok) return [];
  return TEMPLATE_IDS.map((templateId) => ({
    name: `${file} × ${templateId}`,
    resume: { ...result.resume, resumio: createResume({ templateId }).resumio! } as Resume,
  }));
});

let edits = 0;
/** The resume with its summary changed, a different text each time. */
function edited(resume: Resume): Resume {
  const copy = structuredClone(resume);
  copy.basics = { ...copy.basics, summary: `${copy.basics?.summary ?? ''} (edit ${++edits})` };
  return copy;
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

await warmUpPdfEngine();
// First pass: every face a document needs is opened here, once per process.
const firstRender: { name: string; ms: number; pages: number }[] = [];
for (const { name, resume } of cases) {
  let pages = 0;
  const ms = await timed(async () => {
    pages = (await renderPdfDocument(edited(resume))).pageCount;
  });
  firstRender.push({ name, ms, pages });
}

const server: number[] = [];
// On a shared machine wall time includes waiting for a core; this process's CPU time does not.
const serverCpu: number[] = [];
const perCase = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const { name, resume } of cases) {
    const cpu = process.cpuUsage();
    const ms = await timed(() => renderPdfDocument(edited(resume)));
    const used = process.cpuUsage(cpu);
    serverCpu.push((used.user + used.system) / 1000);
    server.push(ms);
    perCase.set(name, [...(perCase.get(name) ?? []), ms]);
  }
}

// The baseline: an evenly spread sample of the same documents, printed by Chromium.
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const chromiumTimes: number[] = [];
try {
  const step = Math.max(1, Math.floor(cases.length / CHROMIUM_DOCUMENTS));
  const sampled = cases.filter((_, i) => i % step === 0).slice(0, CHROMIUM_DOCUMENTS);
  for (const [i, { resume }] of [sampled[0]!, ...sampled].entries()) {
    const ms = await timed(async () => {
      const page = await browser.newPage();
      await page.setContent(renderHtml(edited(resume)));
      await page.pdf({ preferCSSPageSize: true, printBackground: true });
      await page.close();
    });
    // The first print warms the browser up.
    if (i > 0) chromiumTimes.push(ms);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
} finally {
  await browser.close();
}

const pages = firstRender.map((r) => r.pages);
const slowest = [...perCase].map(([name, ms]) => [name, median(ms)] as const);
slowest.sort((a, b) => b[1] - a[1]);
const firstSlowest = [...firstRender].sort((a, b) => b.ms - a.ms);

const ours = median(server);
const p90 = quantile(server, 0.9);
const ratio = median(chromiumTimes) / ours;
console.log(
  `\n${cases.length} documents (${cases.length / TEMPLATE_IDS.length} resumes × ${TEMPLATE_IDS.length} templates), ${Math.min(...pages)}–${Math.max(...pages)} pages`,
);
console.log('\n| renderer | runs | median ms | p90 ms | max ms |');
console.log('|---|---|---|---|---|');
const row = (name: string, values: number[]) =>
  `| ${name} | ${values.length} | ${median(values).toFixed(1)} | ${quantile(values, 0.9).toFixed(1)} | ${Math.max(...values).toFixed(1)} |`;
console.log(row('react-pdf, server, one line edited each run', server));
console.log(row('the same renders, CPU time of this process', serverCpu));
console.log(
  row(
    'react-pdf, first render (faces opened)',
    firstRender.map((r) => r.ms),
  ),
);
console.log(row('Chromium page.pdf, warm browser, new page per document', chromiumTimes));
console.log('\nslowest documents (median ms):');
for (const [name, ms] of slowest.slice(0, 5)) console.log(`  ${name}: ${ms.toFixed(1)}`);
console.log('slowest first renders (ms):');
for (const { name, ms } of firstSlowest.slice(0, 3)) console.log(`  ${name}: ${ms.toFixed(1)}`);
console.log(`\nmedian ${ours.toFixed(1)} ms; budget ≤ 60 ms: ${ours <= 60 ? 'PASS' : 'FAIL'}`);
console.log(`p90 ${p90.toFixed(1)} ms; budget ≤ 150 ms: ${p90 <= 150 ? 'PASS' : 'FAIL'}`);
console.log(`${ratio.toFixed(1)}× faster than Chromium (new page per document)`);
if (ours > 60 || p90 > 150) process.exitCode = 1;
