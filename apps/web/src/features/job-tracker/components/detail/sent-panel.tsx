import type { SentSnapshot } from '@resumio/contract/jobs';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DownloadIcon } from '@/components/ui/icons.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { formatMoment } from '@/lib/format-moment.ts';
import { downloadSentPdf } from '../../api/download-files.ts';

export interface SentPanelProps {
  jobId: string;
  sent: SentSnapshot;
  fileName: string;
}

/** What went out with the application, kept even if the resume is edited or deleted since. */
export function SentPanel({ jobId, sent, fileName }: SentPanelProps) {
  const { getAccessToken } = useAuth();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      await downloadSentPdf(jobId, await getAccessToken(), fileName);
      setState({ busy: false, error: null });
    } catch (reason) {
      setState({
        busy: false,
        error: reason instanceof Error ? reason.message : 'The download failed.',
      });
    }
  };
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{sent.resumeTitle}</span>, as it was on{' '}
        <time dateTime={sent.takenAt}>{formatMoment(sent.takenAt)}</time>.
      </p>
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        onClick={() => void download()}
        disabled={state.busy}
      >
        <DownloadIcon />
        {state.busy ? 'Preparing the PDF…' : 'Download sent PDF'}
      </Button>
      {state.error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {state.error}
        </p>
      ) : null}
      {sent.jobDescription ? (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">
            Job description as it was then
          </summary>
          <p className="mt-2 max-h-64 overflow-y-auto text-sm whitespace-pre-wrap text-slate-800">
            {sent.jobDescription}
          </p>
        </details>
      ) : null}
    </div>
  );
}
