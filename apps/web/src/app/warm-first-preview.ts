import type { Resume } from '@resumio/resume';
import { prefetchFirstPreview } from '@/features/resumes/preview/first-preview.ts';

/**
 * Editors show a live PDF preview: pdf.js starts loading with the page's code, and when the
 * document is already known (the preview editor keeps it in this browser) the server starts
 * drawing it. The browser's own engine starts after the first preview.
 */
export function warmFirstPreview(resume: Resume | null): void {
  if (typeof Worker === 'undefined') return;
  void import('@/features/resumes/preview/draw-pdf-pages.ts').then(
    ({ warmPdfDrawing }) => warmPdfDrawing(),
    () => {
      // The preview loads what it needs itself, and reports a failure.
    },
  );
  if (resume) prefetchFirstPreview(resume);
}
