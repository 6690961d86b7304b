import { getTemplateMeta, type TemplateId } from '@resumio/resume';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cx } from '@/components/ui/cx.ts';
import { useReadbackCheck } from '../api/get-readback.ts';

export interface ReadbackPanelProps {
  resumeId: string;
  templateId: TemplateId;
  /** Saves pending edits first, so the check reads what is on screen. */
  beforeCheck?(): Promise<void>;
  headingLevel?: 'h2' | 'h3';
}

function verdict(score: number): { label: string; tone: string } {
  if (score >= 95)
    return { label: 'Excellent', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' };
  if (score >= 80) return { label: 'Good', tone: 'bg-lime-50 text-lime-800 ring-lime-200' };
  return { label: 'Needs attention', tone: 'bg-amber-50 text-amber-900 ring-amber-200' };
}

/**
 * Renders the PDF on the server, reads its text back the way applicant-tracking software does,
 * and reports what was missing or out of order.
 */
export function ReadbackPanel({
  resumeId,
  templateId,
  beforeCheck,
  headingLevel = 'h2',
}: ReadbackPanelProps) {
  const Heading = headingLevel;
  const headingId = useId();
  const check = useReadbackCheck(resumeId);
  const report = check.data;
  const run = async () => {
    await beforeCheck?.();
    check.mutate(templateId);
  };
  const template = getTemplateMeta(templateId).name;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="text-base font-semibold text-slate-900">
        ATS readability
      </Heading>
      <p className="mt-1 text-sm text-slate-600">
        We export your PDF in the {template} template, extract its text like an applicant tracking
        system, and check every field is there and in reading order.
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={() => void run()}
        disabled={check.isPending}
      >
        {check.isPending ? 'Checking…' : report ? 'Re-check' : 'Check readability'}
      </Button>
      <div aria-live="polite" className="mt-4">
        {report && !check.isPending ? (
          <div className="space-y-3">
            <p className="flex flex-wrap items-center gap-3">
              <span className="text-3xl font-bold tabular-nums text-slate-900">
                {Math.round(report.score)}
                <span className="text-base font-medium text-slate-600">/100</span>
              </span>
              <span
                className={cx(
                  'rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
                  verdict(report.score).tone,
                )}
              >
                {verdict(report.score).label}
              </span>
              <span className="text-sm text-slate-600">
                {report.fields} fields checked on {report.pageCount}{' '}
                {report.pageCount === 1 ? 'page' : 'pages'}
              </span>
            </p>
            {report.missing.length ? (
              <div>
                <p className="text-sm font-semibold text-slate-900">Not found in the text</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
                  {report.missing.map((field) => (
                    <li key={field}>{field}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {report.outOfOrder.length ? (
              <div>
                <p className="text-sm font-semibold text-slate-900">Read out of order</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
                  {report.outOfOrder.map((field) => (
                    <li key={field}>{field}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {!report.missing.length && !report.outOfOrder.length ? (
              <p className="text-sm text-slate-700">
                Every field was found, in order. Tracking systems will read this resume as written.
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {check.error ? (
        <Alert tone="error" title="The check did not run" className="mt-3">
          <p>{check.error.message}</p>
        </Alert>
      ) : null}
    </section>
  );
}
