import {
  type CoverLetterExportFormat,
  coverLetterExportFormats,
} from '@resumio/contract/cover-letters';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { DownloadIcon } from '@/components/ui/icons.tsx';
import { buttonClasses } from '@/components/ui/button-styles.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { isApiError } from '@/lib/api-error.ts';
import { downloadLetter } from '../../api/download-letter.ts';
import { trackLetterAction } from '../../model/track.ts';

const LABELS: Record<CoverLetterExportFormat, { label: string; name: string }> = {
  pdf: { label: 'PDF', name: 'Download PDF' },
  docx: { label: 'Word', name: 'Download Word (DOCX)' },
  txt: { label: 'Text', name: 'Download plain text (TXT)' },
  md: { label: 'Markdown', name: 'Download Markdown (MD)' },
};

export interface ExportButtonsProps {
  letterId: string;
  /** The file name without extension, should the server give none. */
  fileStem(): string;
  /** Saves pending edits first; resolves false when they could not be saved. */
  beforeExport(): Promise<boolean>;
}

/** A download button per format; each sends what is pending first, so the file has it. */
export function ExportButtons({ letterId, fileStem, beforeExport }: ExportButtonsProps) {
  const headingId = useId();
  const { getAccessToken } = useAuth();
  const [busy, setBusy] = useState<CoverLetterExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const run = async (format: CoverLetterExportFormat) => {
    setBusy(format);
    setError(null);
    setSaved(null);
    try {
      if (!(await beforeExport())) {
        setError(
          'Your latest changes are not saved yet, so the file would miss them. Check the save status above, then try again.',
        );
        return;
      }
      const { fileName } = await downloadLetter({
        id: letterId,
        format,
        token: await getAccessToken(),
        fallbackFileName: `${fileStem()}.${format}`,
      });
      trackLetterAction('export', letterId, { format });
      setSaved(fileName);
    } catch (reason) {
      setError(isApiError(reason) ? reason.message : 'The export failed. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Export
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The letter on the letterhead of its resume, with your latest changes.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {coverLetterExportFormats.map((format) => (
          <button
            key={format}
            type="button"
            aria-label={LABELS[format].name}
            disabled={busy !== null}
            aria-busy={busy === format || undefined}
            onClick={() => void run(format)}
            className={buttonClasses(format === 'pdf' ? 'primary' : 'secondary', 'sm')}
          >
            <DownloadIcon />
            {busy === format ? 'Preparing…' : LABELS[format].label}
          </button>
        ))}
      </div>
      <div aria-live="polite" className="mt-3 text-sm text-slate-700 empty:hidden">
        {saved ? (
          <p>
            Saved <span className="font-medium">{saved}</span>.
          </p>
        ) : null}
      </div>
      {error ? (
        <Alert tone="error" title="The export failed" className="mt-3">
          <p>{error}</p>
        </Alert>
      ) : null}
    </section>
  );
}
