import type { ResumeDetail } from '@resumio/contract/resumes';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { pushEvent } from '@/lib/analytics.ts';
import { plural } from '@/lib/plural.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { downloadResumePdf } from '../api/download-pdf.ts';
import { useCreateTailoredCopy } from '../api/queries.ts';
import { describeError, type ErrorView } from '../model/describe-error.ts';
import { trackEnhancement } from '../model/track.ts';
import { InlineSpinner } from './inline-spinner.tsx';
import { inputClasses } from './job-form.tsx';
import { ErrorPanel } from './status-panels.tsx';
import type { JobRequest } from '../model/job-posting.ts';

const TITLE_MAX = 120;

export function suggestedTitle(resumeTitle: string, job: JobRequest): string {
  const target = job.company ?? job.jobTitle;
  const title = target ? `${resumeTitle} – ${target}` : `${resumeTitle} (tailored)`;
  return title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

export interface SaveCopyProps {
  resume: ResumeDetail;
  job: JobRequest;
  accepted: string[];
  /** Missing requirements the user confirmed having. */
  confirmed: string[];
}

type Busy = 'save' | 'download' | null;

/** "the 4 accepted changes and 1 requirement you confirmed" */
export function selectionWords(accepted: number, confirmed: number): string {
  const parts: string[] = [];
  if (accepted > 0) parts.push(`the ${accepted} accepted ${accepted === 1 ? 'change' : 'changes'}`);
  if (confirmed > 0) parts.push(`${plural(confirmed, 'requirement')} you confirmed`);
  return parts.join(' and ');
}

/**
 * Saves the accepted changes as a new resume (the original stays as it is), then opens it, or
 * downloads its PDF and offers a link to it.
 */
export function SaveCopy({ resume, job, accepted, confirmed }: SaveCopyProps) {
  const headingId = useId();
  const titleId = useId();
  const navigate = useNavigate();
  const { getAccessToken } = useAuth();
  const create = useCreateTailoredCopy(resume.id);
  const [title, setTitle] = useState(() => suggestedTitle(resume.title, job));
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<ErrorView | null>(null);
  // The copy saved for this exact selection, so a second download reuses it.
  const [saved, setSaved] = useState<{ copy: ResumeDetail; key: string } | null>(null);
  const selectionKey = JSON.stringify([[...accepted].sort(), [...confirmed].sort()]);
  const current = saved?.key === selectionKey ? saved.copy : null;
  const [downloaded, setDownloaded] = useState<string | null>(null);

  const save = async (): Promise<ResumeDetail> => {
    if (current) return current;
    const copy = await create.mutateAsync({ job, accepted, confirmed, title });
    trackEnhancement('save', resume.id, {
      copy_id: copy.id,
      accepted: accepted.length,
      confirmed: confirmed.length,
    });
    setSaved({ copy, key: selectionKey });
    return copy;
  };

  const run = async (mode: 'save' | 'download') => {
    setError(null);
    setDownloaded(null);
    setBusy(mode);
    let copy: ResumeDetail | null = null;
    try {
      copy = await save();
      if (mode === 'save') {
        await navigate(`/my-resumes/${encodeURIComponent(copy.id)}`);
        return;
      }
      const { fileName } = await downloadResumePdf({
        id: copy.id,
        token: await getAccessToken(),
        fallbackFileName: `${copy.title}.pdf`,
      });
      pushEvent('resume_action', { action: 'export', resume_id: copy.id, format: 'pdf' });
      setDownloaded(fileName);
    } catch (reason) {
      setError(describeError(reason, copy ? 'download the PDF' : 'save the tailored copy'));
    } finally {
      setBusy(null);
    }
  };

  const nothing = accepted.length === 0 && confirmed.length === 0;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Save your tailored resume
      </h3>
      <p className="mt-1 text-sm leading-6 text-slate-600">
        {nothing
          ? 'Accept at least one change to save a tailored copy.'
          : `Saves a new resume with ${selectionWords(accepted.length, confirmed.length)}. “${resume.title}” stays as it is.`}
      </p>
      <div className="mt-4 max-w-md">
        <label htmlFor={titleId} className="block text-sm font-medium text-slate-800">
          Name of the copy
        </label>
        <input
          id={titleId}
          type="text"
          value={title}
          maxLength={TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          className={inputClasses}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          onClick={() => void run('save')}
          disabled={nothing || busy !== null}
          aria-busy={busy === 'save' || undefined}
        >
          {busy === 'save' ? (
            <>
              <InlineSpinner />
              Saving…
            </>
          ) : (
            'Save as tailored copy'
          )}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void run('download')}
          disabled={nothing || busy !== null}
          aria-busy={busy === 'download' || undefined}
        >
          {busy === 'download' ? (
            <>
              <InlineSpinner />
              Preparing the PDF…
            </>
          ) : current ? (
            'Download PDF'
          ) : (
            'Save and download PDF'
          )}
        </Button>
      </div>
      {current && !error ? (
        <Alert
          title={downloaded ? `Saved and downloaded ${downloaded}` : `Saved as “${current.title}”`}
          className="mt-4"
        >
          <p>
            <TextLink to={`/my-resumes/${encodeURIComponent(current.id)}`}>
              Open the tailored copy
            </TextLink>{' '}
            to review it, export other formats or keep editing.
          </p>
        </Alert>
      ) : null}
      {error ? (
        <ErrorPanel error={error} className="mt-4">
          {current ? (
            <p className="mt-1">
              The copy was saved:{' '}
              <TextLink to={`/my-resumes/${encodeURIComponent(current.id)}`}>
                open “{current.title}”
              </TextLink>
              .
            </p>
          ) : null}
        </ErrorPanel>
      ) : null}
    </section>
  );
}
