import type { Resume } from '@resumio/resume';
import type { TemplateId } from '@resumio/resume-model/template-tiers.ts';
import type { RenderedPdf } from '@/workers/pdf-preview-client.ts';
import { renderOnServer, serverCanDraw } from './server-preview.ts';

// An editor's page can know its document before the editor has rendered (the preview editor keeps
// it in this browser): its first preview is asked for then, and its pages are drawn while the
// editor's code loads, so the preview shows them as soon as it mounts instead of starting there.

/** Pages drawn ahead of the preview, for a page width guessed from the window. */
export interface PreDrawnPages {
  cssWidth: number;
  canvases: HTMLCanvasElement[];
  drawMs: number;
}

export interface FirstPreview {
  rendered: Promise<RenderedPdf>;
  /** Null when they could not be drawn ahead (pdf.js failed to load): the preview draws them. */
  drawn: Promise<PreDrawnPages | null>;
}

let prefetched: (FirstPreview & { key: string }) | null = null;

/** A preview nobody took (the editor was left at once) is dropped. */
const KEPT_MS = 30_000;

const keyOf = (resume: Resume, templateId: TemplateId | undefined) =>
  JSON.stringify([templateId ?? null, resume]);

/**
 * The width of the preview's pages before the editor has laid them out: the preview column of
 * the editor's two-column layout, or the whole width on a phone, where it is a tab of its own.
 * A wrong guess costs one redraw at the right width after the first paint.
 */
export function guessPageWidth(windowWidth: number): number {
  const column = windowWidth >= 1024 ? windowWidth * 0.42 : windowWidth - 64;
  return Math.round(Math.min(Math.max(column, 280), 820));
}

async function drawAhead(rendered: Promise<RenderedPdf>): Promise<PreDrawnPages | null> {
  const [{ pdf }, { drawPdfPages }] = await Promise.all([rendered, import('./draw-pdf-pages.ts')]);
  const cssWidth = guessPageWidth(window.innerWidth);
  const started = performance.now();
  // pdf.js takes the bytes it is given; the rendered file stays whole for a redraw.
  const canvases = await drawPdfPages(pdf.slice(0), { cssWidth, isStale: () => false });
  return { cssWidth, canvases, drawMs: performance.now() - started };
}

/** Starts drawing the first preview of `resume` on the server, once per document. */
export function prefetchFirstPreview(resume: Resume, templateId?: TemplateId): void {
  if (!serverCanDraw(resume, templateId)) return;
  const key = keyOf(resume, templateId);
  if (prefetched?.key === key) return;
  const rendered = renderOnServer(resume, templateId);
  const drawn = drawAhead(rendered).catch(() => null);
  // Failures are handled by whoever takes the result; nobody taking it is not an error.
  rendered.catch(() => {});
  const entry = { key, rendered, drawn };
  prefetched = entry;
  setTimeout(() => {
    if (prefetched === entry) prefetched = null;
  }, KEPT_MS);
}

/** The prefetched preview if it was asked for this very document, once. */
export function takePrefetchedPreview(
  resume: Resume,
  templateId?: TemplateId,
): FirstPreview | undefined {
  if (!prefetched || prefetched.key !== keyOf(resume, templateId)) return undefined;
  const { rendered, drawn } = prefetched;
  prefetched = null;
  return { rendered, drawn };
}

/**
 * Whether pages drawn for `drawnWidth` look right in a column `cssWidth` wide: shrinking a little
 * keeps them sharp, stretching blurs them, and much larger ones waste memory.
 */
export function fitsColumn(drawnWidth: number, cssWidth: number): boolean {
  return drawnWidth >= cssWidth * 0.95 && drawnWidth <= cssWidth * 1.5;
}
