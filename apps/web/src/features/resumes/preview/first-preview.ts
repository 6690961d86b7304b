import type { Resume } from '@resumio/resume';
import type { TemplateId } from '@resumio/resume-model/template-tiers.ts';
import { type DrawnPages, canShowServerPages, drawPagesOnServer } from './server-pages.ts';
import { serverCanDraw } from './server-preview.ts';

// An editor's page can know its document before the editor has rendered (the preview editor keeps
// it in this browser): its first preview is asked for then, as page images the server draws, so
// the preview shows them as soon as it mounts. The browser loads nothing to draw a PDF with
// until after that first paint.

let prefetched: { key: string; pages: Promise<DrawnPages> } | null = null;

/** A preview nobody took (the editor was left at once) is dropped. */
const KEPT_MS = 30_000;

const keyOf = (resume: Resume, templateId: TemplateId | undefined) =>
  JSON.stringify([templateId ?? null, resume]);

/**
 * The width of the preview's pages before the editor has laid them out: the preview column of
 * the editor's two-column layout, or the whole width on a phone, where it is a tab of its own.
 * A wrong guess costs one drawing at the right width.
 */
export function guessPageWidth(windowWidth: number): number {
  const column = windowWidth >= 1024 ? windowWidth * 0.42 : windowWidth - 64;
  return Math.round(Math.min(Math.max(column, 280), 820));
}

/**
 * Whether pages drawn for `drawnWidth` look right in a column `cssWidth` wide: shrinking a little
 * keeps them sharp, stretching blurs them, and much larger ones waste memory.
 */
export function fitsColumn(drawnWidth: number, cssWidth: number): boolean {
  return drawnWidth >= cssWidth * 0.95 && drawnWidth <= cssWidth * 1.5;
}

/** Asks the server to draw the first preview of `resume`, once per document. */
export function prefetchFirstPreview(resume: Resume, templateId?: TemplateId): void {
  if (!serverCanDraw(resume, templateId) || !canShowServerPages()) return;
  const key = keyOf(resume, templateId);
  if (prefetched?.key === key) return;
  const pages = drawPagesOnServer(resume, templateId, guessPageWidth(window.innerWidth));
  // Failures are handled by whoever takes the result; nobody taking it is not an error.
  pages.catch(() => {});
  const entry = { key, pages };
  prefetched = entry;
  setTimeout(() => {
    if (prefetched === entry) prefetched = null;
  }, KEPT_MS);
}

/** The prefetched pages if they were asked for this very document, once. */
export function takePrefetchedPreview(
  resume: Resume,
  templateId?: TemplateId,
): Promise<DrawnPages> | undefined {
  if (!prefetched || prefetched.key !== keyOf(resume, templateId)) return undefined;
  const { pages } = prefetched;
  prefetched = null;
  return pages;
}
