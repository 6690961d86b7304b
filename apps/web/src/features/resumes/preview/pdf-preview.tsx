import type { Resume, TemplateId } from '@resumio/resume';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cx } from '@/components/ui/cx.ts';
import { usePdfPreview } from './use-pdf-preview.ts';

export interface PdfPreviewProps {
  resume: Resume;
  templateId?: TemplateId;
  /** A Premium member's premium template is drawn by the server too (it checks). */
  isPremium?: boolean;
  className?: string;
  /** Visible heading text. */
  title?: string;
}

/** The pages the PDF export produces, redrawn shortly after each pause in typing. */
export function PdfPreview({
  resume,
  templateId,
  isPremium = false,
  className,
  title = 'Preview',
}: PdfPreviewProps) {
  const headingId = useId();
  const { containerRef, state, retry } = usePdfPreview(resume, templateId, { premium: isPremium });
  const pages = `${state.pageCount} ${state.pageCount === 1 ? 'page' : 'pages'}`;
  return (
    <section aria-labelledby={headingId} className={cx('flex flex-col', className)}>
      <div className="flex items-center gap-3 pb-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {state.ready ? <span className="text-sm text-slate-600">{pages}</span> : null}
        <span
          className={cx(
            'ml-auto inline-flex items-center gap-2 text-sm text-slate-600 transition-opacity',
            state.busy && state.ready ? 'opacity-100' : 'opacity-0',
          )}
          aria-hidden={!(state.busy && state.ready)}
        >
          <Spinner className="size-4 border-2" />
          Updating…
        </span>
      </div>
      {state.ready && state.scale < 1 ? (
        <p className="pb-2 text-xs text-slate-600">
          {state.fitsRequestedPages
            ? `Shrunk to ${Math.round(state.scale * 100)}% to fit on one page.`
            : 'Still longer than one page at the smallest readable size: shorten the content or turn off “Fit to one page”.'}
        </p>
      ) : null}
      {state.error ? (
        <Alert tone="error" title="The preview could not be drawn" className="mb-3">
          <p>{state.error}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={retry}>
            Try again
          </Button>
        </Alert>
      ) : null}
      <div className="relative">
        {!state.ready && !state.error ? (
          <div
            role="status"
            className="flex aspect-[210/297] w-full items-center justify-center gap-3 rounded bg-white text-sm text-slate-600 shadow-md ring-1 ring-slate-200"
          >
            <Spinner className="size-5 border-2" />
            Drawing the preview…
          </div>
        ) : null}
        <div
          ref={containerRef}
          role="img"
          aria-label={state.ready ? `Resume preview, ${pages}` : 'Resume preview'}
          data-testid="resume-preview-pages"
          className={cx('space-y-4', !state.ready && 'hidden')}
        />
      </div>
    </section>
  );
}
