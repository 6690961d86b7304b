import type { PreviewPageImage } from '@resumio/contract/resumes';
import { PREVIEW_WIDTH_PX } from '@resumio/contract/rules';
import type { Resume } from '@resumio/resume';
import type { TemplateId } from '@resumio/resume-model/template-tiers.ts';
import type { RenderedPdf } from '@/workers/pdf-preview-client.ts';
import { postPreview, ServerPreviewError } from './server-preview.ts';

// Type-only imports of the contract: nothing here loads zod, as the page asks for these before
// its schemas load. The answer is checked by hand where it is read.

/** What the preview says beside the pages, however they were drawn. */
export type PreviewMeta = Omit<RenderedPdf, 'pdf'>;

export interface DrawnPages extends PreviewMeta {
  /** The CSS width the pages were drawn for. */
  cssWidth: number;
  canvases: HTMLCanvasElement[];
  drawMs: number;
}

/** Page images are decoded off the main thread; a browser (or a test DOM) without it draws PDFs. */
export function canShowServerPages(): boolean {
  return typeof createImageBitmap !== 'undefined';
}

function isPageImage(value: unknown): value is PreviewPageImage {
  const page = value as Partial<PreviewPageImage> | null;
  return (
    typeof page?.jpeg === 'string' &&
    Number.isInteger(page.width) &&
    Number.isInteger(page.height) &&
    typeof page.widthPt === 'number' &&
    typeof page.heightPt === 'number'
  );
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A page image on a canvas of its own, as the preview shows PDF pages drawn by pdf.js. */
async function toCanvas(page: PreviewPageImage): Promise<HTMLCanvasElement> {
  // Decoded off the main thread; putting the bitmap on the canvas is a copy.
  const bitmap = await createImageBitmap(
    new Blob([base64Bytes(page.jpeg)], { type: 'image/jpeg' }),
  );
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.dataset.aspect = `${page.widthPt} / ${page.heightPt}`;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas;
}

/**
 * The resume's pages drawn by the server as images `cssWidth` CSS pixels wide, on canvases:
 * the first preview needs neither the browser's PDF engine nor pdf.js. Rejects on any failure;
 * the caller then draws the PDF itself.
 */
export async function drawPagesOnServer(
  resume: Resume,
  templateId: TemplateId | undefined,
  cssWidth: number,
): Promise<DrawnPages> {
  const started = performance.now();
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const widthPx = Math.min(Math.round(cssWidth * ratio), PREVIEW_WIDTH_PX.max);
  const request = { document: resume, widthPx, ...(templateId ? { templateId } : {}) };
  const body = await postPreview(
    '/api/resume-preview/pages',
    request,
    'application/json',
    (r) => r.json() as Promise<Record<string, unknown>>,
  );
  const pages = Array.isArray(body.pages) ? body.pages : [];
  if (pages.length === 0 || !pages.every(isPageImage)) {
    throw new ServerPreviewError('The server sent no pages.');
  }
  const renderMs = performance.now() - started;
  const drawStarted = performance.now();
  const canvases = await Promise.all(pages.map(toCanvas));
  return {
    cssWidth: widthPx / ratio,
    canvases,
    drawMs: performance.now() - drawStarted,
    pageCount: pages.length,
    scale: typeof body.scale === 'number' && body.scale > 0 ? body.scale : 1,
    fitsRequestedPages: body.fitsRequestedPages !== false,
    renderMs,
  };
}
