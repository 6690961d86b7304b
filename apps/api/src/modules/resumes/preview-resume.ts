import type {
  PreviewPagesRequest,
  PreviewPagesResponse,
  PreviewPdfRequest,
} from '@resumio/contract/resumes';
import { isPremiumTemplate, resolveSettings } from '@resumio/resume';
import { AppError } from '../../lib/app-error.ts';
import type { PreviewFile } from '../../adapters/rendering/renderer.ts';
import { assertPremium } from '../billing/assert-premium.ts';
import type { ResumeDeps } from './resume-deps.ts';

export interface PreviewRequester {
  /** The signed-in user, when the request carried a valid token. */
  userId?: string;
  /** Who the render counts against when nobody is signed in. */
  address: string;
}

/**
 * The editor's preview of a document it holds (saved or not), drawn by the render threads.
 * A premium template is drawn here only for Premium members: the server never hands out a file
 * of a template the requester could not export. The browser's own engine draws it for the others.
 */
export async function previewResume(
  deps: ResumeDeps,
  requester: PreviewRequester,
  { document, templateId }: PreviewPdfRequest,
  signal?: AbortSignal,
  rasterWidthPx?: number,
): Promise<PreviewFile> {
  const settings = resolveSettings(document);
  const drawn = templateId ?? settings.templateId;
  if (isPremiumTemplate(drawn)) {
    if (!requester.userId) {
      throw new AppError(
        'PREMIUM_REQUIRED',
        'This template is part of Premium; its preview is drawn in your browser.',
        { templateId: drawn },
      );
    }
    await assertPremium(deps.db, requester.userId);
  }
  const owner = requester.userId ?? `address:${requester.address}`;
  return deps.renderer.preview(
    document,
    { templateId: drawn, rasterWidthPx },
    { signal, owner, admit: () => deps.renderSlots.acquire(owner) },
  );
}

/** The preview as page images, for an editor's first preview (see {@link previewResume}). */
export async function previewResumePages(
  deps: ResumeDeps,
  requester: PreviewRequester,
  { widthPx, ...request }: PreviewPagesRequest,
  signal?: AbortSignal,
): Promise<PreviewPagesResponse> {
  const file = await previewResume(deps, requester, request, signal, widthPx);
  return {
    pageCount: file.pageCount,
    scale: file.scale,
    fitsRequestedPages: file.fitsRequestedPages,
    pages: (file.pages ?? []).map(({ bytes, ...size }) => ({
      ...size,
      jpeg: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
    })),
  };
}
