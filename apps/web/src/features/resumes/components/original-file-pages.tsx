import { useEffect, useId, useState } from 'react';

type Drawing = { kind: 'drawing' } | { kind: 'drawn'; pages: string[] } | { kind: 'failed' };

/** Width of a page in the panel, in CSS pixels; drawn at the screen's density. */
const PAGE_WIDTH = 360;

/**
 * The pages of an imported PDF as the person sees them in any viewer, beside what was read from
 * them, so a field read wrong is found by looking rather than by remembering the file. pdf.js is
 * loaded only when asked for: most reviews never open this.
 */
export function OriginalFilePages({ file }: { file: File }) {
  const headingId = useId();
  const [drawing, setDrawing] = useState<Drawing>({ kind: 'drawing' });

  useEffect(() => {
    // A new file mounts a new panel (the dialog is opened per file), so the state starts fresh.
    let stale = false;
    void (async () => {
      try {
        const [{ drawPdfPages }, bytes] = await Promise.all([
          import('../preview/draw-pdf-pages.ts'),
          file.arrayBuffer(),
        ]);
        const canvases = await drawPdfPages(bytes, {
          cssWidth: PAGE_WIDTH,
          isStale: () => stale,
        });
        if (!stale) {
          setDrawing({ kind: 'drawn', pages: canvases.map((c) => c.toDataURL('image/png')) });
        }
      } catch {
        if (!stale) setDrawing({ kind: 'failed' });
      }
    })();
    return () => {
      stale = true;
    };
  }, [file]);

  return (
    <section
      aria-labelledby={headingId}
      // Scrolls on its own beside the review on wide screens: reachable by keyboard to scroll it.
      tabIndex={0}
      aria-busy={drawing.kind === 'drawing'}
      className="mt-5 lg:sticky lg:top-0 lg:mt-0 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        The original file
      </h3>
      {drawing.kind === 'drawing' ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Drawing the pages of {file.name}…
        </p>
      ) : drawing.kind === 'failed' ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          The pages of {file.name} could not be drawn here; open the file on your device to compare.
        </p>
      ) : (
        <ol className="mt-2 space-y-3">
          {drawing.pages.map((src, index) => (
            <li key={index}>
              <img
                src={src}
                width={PAGE_WIDTH}
                alt={`Page ${index + 1} of ${drawing.pages.length} of ${file.name}`}
                className="h-auto w-full rounded-md border border-slate-200 shadow-sm"
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
