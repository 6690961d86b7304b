import type { SentSnapshot } from '@resumio/contract/jobs';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DownloadIcon } from '@/components/ui/icons.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { formatMoment } from '@/lib/format-moment.ts';
import { downloadSentLetterPdf, downloadSentPdf } from '../../api/download-files.ts';

export interface SentPanelProps {
  jobId: string;
  sent: SentSnapshot;
  /** The file name for the resume; the letter's is derived from it. */
  fileName: string;
}

type Download = 'resume' | 'letter';

/** What went out with the application, kept even if the resume or letter is edited since. */
export function SentPanel({ jobId, sent, fileName }: SentPanelProps) {
  const { getAccessToken } = useAuth();
  const [state, setState] = useState<{ busy: Download | null; error: string | null }>({
    busy: null,
    error: null,
  });
  const download = async (what: Download) => {
    setState({ busy: what, error: null });
    try {
      const token = await getAccessToken();
      if (what === 'resume') await downloadSentPdf(jobId, token, fileName);
      else await downloadSentLetterPdf(jobId, token, fileName.replace(/\.pdf$/, ' letter.pdf'));
      setState({ busy: null, error: null });
    } catch (reason) {
      setState({
        busy: null,
        error: reason instanceof Error ? reason.message : 'The download failed.',
      });
    }
  };
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{sent.resumeTitle}</span>
        {sent.coverLetterTitle ? (
          <>
            {' '}
            with the letter <span className="font-semibold">{sent.coverLetterTitle}</span>
          </>
        ) : null}
        , as {sent.coverLetterTitle ? 'they were' : 'it was'} on{' '}
        <time dateTime={sent.takenAt}>{formatMoment(sent.takenAt)}</time>.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void download('resume')}
          disabled={state.busy !== null}
        >
          <DownloadIcon />
          {state.busy === 'resume' ? 'Preparing the PDF…' : 'Download sent PDF'}
        </Button>
        {sent.coverLetterTitle ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void download('letter')}
            disabled={state.busy !== null}
          >
            <DownloadIcon />
            {state.busy === 'letter' ? 'Preparing the letter…' : 'Download sent letter'}
          </Button>
        ) : null}
      </div>
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
