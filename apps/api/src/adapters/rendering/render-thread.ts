// A render thread (loaded by render-worker.ts in the render pool). Everything here
// runs off the API's event loop; one job at a time per thread.
import type { ReadbackReport } from '@resumio/contract/resumes';
import { createResume, getSample, type Resume, TEMPLATE_IDS } from '@resumio/resume';
import {
  checkReadback,
  renderDocx,
  renderHtml,
  renderJsonResume,
  renderMarkdown,
  renderLetterDocx,
  renderLetterMarkdown,
  renderLetterPdf,
  renderLetterText,
  rasterizePdf,
  renderPdfDocument,
  renderText,
  warmUpPdfEngine,
} from '@resumio/resume/render';
import type { LetterRenderJob, RenderJob, RenderOutput, RenderTask } from './render-job.ts';

function toReport(result: Awaited<ReturnType<typeof checkReadback>>): ReadbackReport {
  return {
    ok: result.ok,
    score: result.score,
    fields: result.fields,
    missing: result.missing,
    outOfOrder: result.outOfOrder,
    pageCount: result.pageCount,
  };
}

async function renderPdf(
  document: Resume,
  maxPages: number,
  readback: boolean,
  rasterWidthPx: number | undefined,
): Promise<RenderOutput> {
  const { bytes, pageCount, scale, fitsRequestedPages } = await renderPdfDocument(document);
  // react-pdf cannot stop part-way through layout, but a result over the cap is not worth
  // reading back or sending.
  if (pageCount > maxPages) return { kind: 'too-long', pageCount };
  const report = readback ? toReport(await checkReadback(bytes, document)) : undefined;
  const pages = rasterWidthPx ? await rasterizePdf(bytes, { widthPx: rasterWidthPx }) : undefined;
  return {
    kind: 'file',
    body: bytes,
    pageCount,
    readback: report,
    scale,
    fitsRequestedPages,
    ...(pages ? { pages } : {}),
  };
}

const utf8 = (text: string) => new TextEncoder().encode(text);

async function runLetterJob({ format, letter, maxPages }: LetterRenderJob): Promise<RenderOutput> {
  switch (format) {
    case 'pdf': {
      const { bytes, pageCount } = await renderLetterPdf(letter);
      if (pageCount > maxPages) return { kind: 'too-long', pageCount };
      return { kind: 'file', body: bytes, pageCount };
    }
    case 'docx':
      return { kind: 'file', body: await renderLetterDocx(letter) };
    case 'md':
      return { kind: 'file', body: utf8(renderLetterMarkdown(letter)) };
    case 'txt':
      return { kind: 'file', body: utf8(renderLetterText(letter)) };
  }
}

export async function runJob(job: RenderJob): Promise<RenderOutput> {
  if (job.kind === 'letter') return runLetterJob(job);
  const { format, document, maxPages, readback = true, rasterWidthPx } = job;
  switch (format) {
    case 'pdf':
      return renderPdf(document, maxPages, readback, rasterWidthPx);
    case 'docx':
      return { kind: 'file', body: await renderDocx(document) };
    case 'html':
      return { kind: 'file', body: utf8(renderHtml(document)) };
    case 'md':
      return { kind: 'file', body: utf8(renderMarkdown(document)) };
    case 'txt':
      return { kind: 'file', body: utf8(renderText(document)) };
    case 'json':
      return { kind: 'file', body: utf8(renderJsonResume(document)) };
  }
}

/**
 * Loads fonts, templates, the PDF engine, the read-back parser and the DOCX writer before the
 * first real job, so no user waits for them: the engine's own warm-up (fonts), a tiny resume in
 * every template, then one full-length sample, each read back (its common words also seed the
 * engine's shaping cache, as a few exports would).
 */
async function warmUp() {
  await warmUpPdfEngine();
  const sample = createResume({ name: 'Warm Up', title: 'Warm up' });
  sample.work = [{ name: 'Company', position: 'Engineer', highlights: ['Wrote the first line.'] }];
  for (const templateId of TEMPLATE_IDS) {
    await runJob({
      format: 'pdf',
      document: { ...sample, resumio: { ...sample.resumio!, templateId } },
      maxPages: 1,
    });
  }
  const fullLength = getSample('staff-engineer');
  if (fullLength) await runJob({ format: 'pdf', document: fullLength, maxPages: 20 });
  await runJob({ format: 'docx', document: sample, maxPages: 1 });
  // A cover letter draws other components with the same fonts.
  const content = {
    date: '2026-01-01',
    recipientName: '',
    company: 'Company',
    jobTitle: 'Engineer',
    greeting: 'Dear hiring team,',
    body: [{ type: 'paragraph' as const, runs: [{ text: 'Warm up.', bold: true }] }],
    closing: 'Sincerely,',
    signature: 'Warm Up',
  };
  await runJob({
    kind: 'letter',
    format: 'pdf',
    letter: { title: 'Warm up', content, resume: sample },
    maxPages: 1,
  });
}

await warmUp();

/** `null` asks only whether the thread is up: module loading (and so the warm-up) is done. */
export default async function render(task: RenderTask | null): Promise<RenderOutput | null> {
  if (task === null) return null;
  const { job, started } = task;
  started.postMessage('started');
  started.close();
  return runJob(job);
}
