import type { Resume, TemplateId } from '@resumio/resume';
import type {
  PdfRenderRequest,
  PdfRenderResponse,
  PdfRenderSuccess,
} from './pdf-preview-protocol.ts';

export type RenderedPdf = Omit<PdfRenderSuccess, 'id' | 'ok'>;

export interface PdfPreviewClient {
  render(resume: Resume, templateId?: TemplateId): Promise<RenderedPdf>;
  dispose(): void;
}

export class PdfWorkerError extends Error {
  override name = 'PdfWorkerError';
}

/**
 * Longer than any real render (a long resume fit to one page takes about a second); past it the
 * worker is assumed stuck, e.g. when the browser refuses to compile the layout engine.
 */
export const RENDER_TIMEOUT_MS = 20_000;

interface Pending {
  resolve(value: RenderedPdf): void;
  reject(reason: Error): void;
}

const startWorker = () =>
  new Worker(new URL('./pdf-preview.worker.ts', import.meta.url), {
    type: 'module',
    name: 'pdf-preview',
  });

/**
 * Talks to the PDF worker. The worker (and the react-pdf code inside it) is only downloaded on
 * the first render asked of it, so other pages never pay for it.
 */
export function createPdfPreviewClient(): PdfPreviewClient {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    const created = startWorker();
    created.addEventListener('message', (event: MessageEvent<PdfRenderResponse>) => {
      const answer = event.data;
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (answer.ok) {
        const { id: _id, ok: _ok, ...rendered } = answer;
        waiting.resolve(rendered);
      } else {
        waiting.reject(new PdfWorkerError(answer.message));
      }
    });
    created.addEventListener('error', (event) => {
      event.preventDefault();
      // A worker that failed to load or crashed is replaced on the next render (retry).
      created.terminate();
      if (worker === created) worker = null;
      failAll(new PdfWorkerError('The preview engine stopped unexpectedly.'));
    });
    return created;
  };

  return {
    render(resume, templateId) {
      worker ??= start();
      const id = nextId++;
      const request: PdfRenderRequest = { id, resume, templateId };
      return new Promise<RenderedPdf>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (!pending.has(id)) return;
          worker?.terminate();
          worker = null;
          failAll(new PdfWorkerError('The preview engine did not respond.'));
        }, RENDER_TIMEOUT_MS);
        const settle =
          <T>(done: (value: T) => void) =>
          (value: T) => {
            clearTimeout(timer);
            done(value);
          };
        pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
        worker!.postMessage(request);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      failAll(new PdfWorkerError('The preview was closed.'));
    },
  };
}
