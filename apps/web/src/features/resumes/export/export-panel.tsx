import type { ExportFormat } from '@resumio/contract/resumes';
import { getTemplateMeta, type TemplateId } from '@resumio/resume';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { cx } from '@/components/ui/cx.ts';
import { LockIcon } from '@/components/ui/icons.tsx';
import { pushEvent } from '@/lib/analytics.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { isApiError } from '@/lib/api-error.ts';
import { downloadExport } from '../api/download-export.ts';
import type { PremiumProps } from '../premium-props.ts';
import { type ExportAvailability, exportOptions } from './export-gating.ts';

export interface ExportPanelProps extends PremiumProps {
  resumeId: string;
  templateId: TemplateId;
  fallbackFileName(format: ExportFormat): string;
  /** Runs before each download, e.g. to save pending edits so the file has them. */
  beforeExport?(): Promise<void>;
  headingLevel?: 'h2' | 'h3';
}

type Gate = { reason: ExportAvailability; format: ExportFormat } | null;

function gateCopy(reason: ExportAvailability, templateId: TemplateId) {
  if (reason === 'premium-template') {
    const name = getTemplateMeta(templateId).name;
    return {
      title: `Export with the ${name} template`,
      description: `${name} is a Premium template. Upgrade for every template, or switch to Classic or Modern in Design to export for free.`,
    };
  }
  return {
    title: 'Export to multiple formats',
    description:
      'Premium adds Word (DOCX), HTML, Markdown, plain text and JSON Resume exports. PDF stays free.',
  };
}

/** One button per format; locked ones open the upgrade prompt instead of failing. */
export function ExportPanel({
  resumeId,
  templateId,
  isPremium,
  renderUpgrade,
  fallbackFileName,
  beforeExport,
  headingLevel = 'h2',
}: ExportPanelProps) {
  const Heading = headingLevel;
  const headingId = useId();
  const { getAccessToken } = useAuth();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [gate, setGate] = useState<Gate>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ fileName: string; readability?: number } | null>(null);

  const run = async (format: ExportFormat, availability: ExportAvailability) => {
    setError(null);
    setResult(null);
    if (availability !== 'available') {
      setGate({ reason: availability, format });
      return;
    }
    setGate(null);
    setBusy(format);
    try {
      await beforeExport?.();
      const saved = await downloadExport({
        id: resumeId,
        format,
        templateId,
        token: await getAccessToken(),
        fallbackFileName: fallbackFileName(format),
      });
      pushEvent('resume_action', { action: 'export', resume_id: resumeId, format });
      setResult(saved);
    } catch (reason) {
      if (isApiError(reason) && reason.code === 'PREMIUM_REQUIRED') {
        setGate({ reason: format === 'pdf' ? 'premium-template' : 'premium-format', format });
      } else {
        setError(isApiError(reason) ? reason.message : 'The export failed. Please try again.');
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="text-base font-semibold text-slate-900">
        Export
      </Heading>
      <p className="mt-1 text-sm text-slate-600">
        Downloads use the last saved version in the {getTemplateMeta(templateId).name} template.
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {exportOptions(templateId, isPremium).map((option) => {
          const locked = option.availability !== 'available';
          return (
            <li key={option.format}>
              <button
                type="button"
                onClick={() => void run(option.format, option.availability)}
                disabled={busy !== null}
                aria-describedby={`${headingId}-${option.format}`}
                className={cx(
                  'flex w-full items-start gap-3 rounded-xl border p-3 text-left hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70',
                  locked ? 'border-slate-200 bg-slate-50' : 'border-slate-300 bg-white',
                )}
              >
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                    {busy === option.format ? 'Preparing…' : `Download ${option.label}`}
                    {locked ? (
                      <span className="inline-flex items-center gap-0.5 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-800">
                        <LockIcon />
                        Premium
                      </span>
                    ) : null}
                  </span>
                  <span
                    id={`${headingId}-${option.format}`}
                    className="mt-0.5 block text-xs text-slate-600"
                  >
                    {option.description}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {result ? (
          <p className="text-sm text-slate-700">
            Saved <span className="font-medium">{result.fileName}</span>
            {result.readability !== undefined
              ? `. ATS readability of this PDF: ${result.readability}/100.`
              : '.'}
          </p>
        ) : null}
      </div>
      {error ? (
        <Alert tone="error" title="The export failed" className="mt-3">
          <p>{error}</p>
        </Alert>
      ) : null}
      {gate ? <div className="mt-4">{renderUpgrade(gateCopy(gate.reason, templateId))}</div> : null}
    </section>
  );
}
