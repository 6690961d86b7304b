// First: the worker runs under the page's Content-Security-Policy too, so zod's eval() probe
// would be refused and reported here as well.
import '@/lib/zod-without-eval.ts';
import type { PdfRenderRequest, PdfRenderResponse } from './pdf-preview-protocol.ts';
import { renderResumePdf } from './render-resume-pdf.ts';

// Requests are drawn one at a time in arrival order; the client only sends the newest one.
let queue: Promise<void> = Promise.resolve();

self.addEventListener('message', (event: MessageEvent<PdfRenderRequest>) => {
  const { id, resume, templateId } = event.data;
  queue = queue.then(async () => {
    const started = performance.now();
    try {
      const fitted = await renderResumePdf(resume, templateId);
      const pdf = fitted.output.slice().buffer;
      const answer: PdfRenderResponse = {
        id,
        ok: true,
        pdf,
        pageCount: fitted.pageCount,
        scale: fitted.scale,
        fitsRequestedPages: fitted.fitsRequestedPages,
        renderMs: performance.now() - started,
      };
      self.postMessage(answer, { transfer: [pdf] });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The preview could not be drawn';
      self.postMessage({ id, ok: false, message } satisfies PdfRenderResponse);
    }
  });
});
