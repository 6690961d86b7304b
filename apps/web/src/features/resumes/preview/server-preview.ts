import { PREVIEW_HEADERS } from '@resumio/contract/rules';
import type { Resume } from '@resumio/resume';
import {
  DEFAULT_TEMPLATE_ID,
  isPremiumTemplate,
  type TemplateId,
} from '@resumio/resume-model/template-tiers.ts';
import { currentAccessToken } from '@/lib/api-client.ts';
import type { RenderedPdf } from '@/workers/pdf-preview-client.ts';

// Nothing here loads zod or the PDF engine: an editor's route asks for its first preview before
// either has arrived.

/**
 * Past this the browser's own engine is the faster way: the server is busy or far away.
 * A warm render thread answers a two-page resume in well under a tenth of it.
 */
export const SERVER_PREVIEW_TIMEOUT_MS = 3_000;

export class ServerPreviewError extends Error {
  override name = 'ServerPreviewError';
}

/**
 * Whether the server would draw this: it draws a premium template only for Premium members (and
 * checks), and the browser's engine draws it for everyone else without asking for a file the
 * server would refuse.
 */
export function serverCanDraw(resume: Resume, templateId?: TemplateId, premium = false): boolean {
  const template = templateId ?? resume.resumio?.templateId ?? DEFAULT_TEMPLATE_ID;
  return premium || !isPremiumTemplate(template);
}

/**
 * Posts a preview request with the user's token (when signed in) and reads the answer with
 * `read`, all within {@link SERVER_PREVIEW_TIMEOUT_MS}. Rejects when the server cannot be
 * reached, answers with an error or `read` refuses the answer.
 */
export async function postPreview<T>(
  path: string,
  body: object,
  accept: string,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const token = await currentAccessToken();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SERVER_PREVIEW_TIMEOUT_MS);
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: {
        Accept: accept,
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    }).catch(() => {
      throw new ServerPreviewError('The server could not be reached.');
    });
    if (!response.ok) throw new ServerPreviewError(`The server answered ${response.status}.`);
    return await read(response);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The resume drawn by the server's render threads, which are warm from the start: a preview
 * does not wait for the browser's engine to download, compile and warm up.
 * Rejects on any failure (offline, busy, too long, a reply that is not a PDF); the caller then
 * draws with the browser's engine, which is what it would have done anyway.
 */
export async function renderOnServer(
  resume: Resume,
  templateId?: TemplateId,
): Promise<RenderedPdf> {
  const started = performance.now();
  const body = { document: resume, ...(templateId ? { templateId } : {}) };
  return postPreview('/api/resume-preview', body, 'application/pdf', async (response) => {
    if (!response.headers.get('content-type')?.startsWith('application/pdf')) {
      throw new ServerPreviewError('The server did not answer with a PDF.');
    }
    const pdf = await response.arrayBuffer();
    const pageCount = Number(response.headers.get(PREVIEW_HEADERS.pageCount));
    const scale = Number(response.headers.get(PREVIEW_HEADERS.scale) ?? 1);
    return {
      pdf,
      pageCount: Number.isInteger(pageCount) && pageCount > 0 ? pageCount : 1,
      scale: Number.isFinite(scale) && scale > 0 ? scale : 1,
      fitsRequestedPages: response.headers.get(PREVIEW_HEADERS.fitsRequestedPages) !== 'false',
      renderMs: performance.now() - started,
    };
  });
}
