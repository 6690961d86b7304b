import type { ResumeDetail } from '@resumio/contract/resumes';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { SparkleIcon } from '@/components/ui/icons.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { useTailor } from '../api/queries.ts';
import { describeError } from '../model/describe-error.ts';
import { trackEnhancement } from '../model/track.ts';
import { InlineSpinner } from './inline-spinner.tsx';
import { ChangesSkeleton, ErrorPanel } from './status-panels.tsx';
import { TailorResult } from './tailor-result.tsx';
import type { JobRequest } from '../model/job-posting.ts';

export interface TailorPanelProps {
  resume: ResumeDetail;
  /** The posting the match was computed for. */
  job: JobRequest;
  onAnnounce(message: string): void;
}

/**
 * Tailoring (Premium): proposes truthful edits for the posting. The page shows it to Premium
 * users only; a 403 from the server still wins, and refreshes the plan so the gate takes over.
 */
export function TailorPanel({ resume, job, onAnnounce }: TailorPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tailor = useTailor(resume.id);
  const { refresh } = useSubscription();

  const start = () => {
    // The button pressed gives way to a progress state: keep focus in this section, on its
    // heading, until the proposals take it (an error leaves it here beside the message).
    headingRef.current?.focus();
    tailor.mutate(job, {
      onSuccess(result) {
        trackEnhancement('tailor', resume.id, {
          changes: result.changes.length,
          missing: result.missing.length,
          rejected: result.rejected.length,
        });
        onAnnounce(
          `${result.changes.length} ${result.changes.length === 1 ? 'change' : 'changes'} proposed. With all of them your score is ${result.scoreAfter} out of 100.`,
        );
      },
      onError(error) {
        const view = describeError(error, 'tailor the resume');
        onAnnounce(view.title);
        if (view.kind === 'premium') void refresh({ force: true }).catch(() => undefined);
      },
    });
  };

  const error = tailor.error ? describeError(tailor.error, 'tailor the resume') : null;

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId}>
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <SparkleIcon />
          Premium
        </p>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="mt-2 text-xl font-semibold text-slate-900 focus:outline-none focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Tailor this resume to the job
        </h2>
        <p className="mt-2 max-w-3xl leading-7 text-slate-700">
          Resumio proposes edits that only reorder, repeat or reword what your resume already says,
          each checked against it for truthfulness. Accept the ones you want and save them as a
          copy: “{resume.title}” stays as it is.
        </p>

        {tailor.isIdle ? (
          <Button className="mt-5" onClick={start}>
            Tailor my resume
          </Button>
        ) : null}

        {tailor.isPending ? (
          <>
            <Button className="mt-5" disabled aria-busy="true">
              <InlineSpinner />
              Tailoring…
            </Button>
            <ChangesSkeleton label="Tailoring your resume… this can take up to a minute." />
          </>
        ) : null}

        {error ? (
          <ErrorPanel
            error={error}
            onRetry={error.kind === 'premium' ? undefined : start}
            className="mt-5"
          >
            {error.kind === 'premium' ? (
              <p className="mt-2">
                Your plan does not include tailoring right now.{' '}
                <TextLink to="/subscription">Check your subscription</TextLink> or{' '}
                <TextLink to="/pricing">see Premium</TextLink>.
              </p>
            ) : null}
          </ErrorPanel>
        ) : null}

        {tailor.data ? (
          <TailorResult
            key={tailor.submittedAt}
            resume={resume}
            job={job}
            result={tailor.data}
            onAnnounce={onAnnounce}
          />
        ) : null}
      </section>
    </Card>
  );
}
