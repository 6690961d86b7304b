import { useId } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { JOB_TRACKER_PATH } from '@/lib/jobs/tracker-links.ts';
import { useJobCount } from '../api/use-job-count.ts';
import { useResumeOverview } from '../api/use-resume-overview.ts';
import { CountFigure, type CountFigureProps } from './count-figure.tsx';

type FigureState = CountFigureProps['state'];

function stateOf(
  count: number | undefined,
  error: Error | null,
  retrying: boolean,
  refetch: () => unknown,
): FigureState {
  if (error)
    return { kind: 'error', message: error.message, retrying, onRetry: () => void refetch() };
  if (count === undefined) return { kind: 'loading' };
  return { kind: 'ready', count };
}

/** How much the user has going: resumes for everyone, tracked applications with Premium. */
export function AtAGlance() {
  const headingId = useId();
  const { isPremium, loading, status } = useSubscription();
  const resumes = useResumeOverview();
  const jobs = useJobCount(isPremium);

  const resumeState = stateOf(
    resumes.data?.total,
    resumes.error,
    resumes.isFetching,
    resumes.refetch,
  );
  let jobState: FigureState;
  if (isPremium) jobState = stateOf(jobs.data, jobs.error, jobs.isFetching, jobs.refetch);
  else if (loading && !status) jobState = { kind: 'loading' };
  else {
    jobState = {
      kind: 'note',
      note: (
        <>
          Tracked with Premium. <TextLink to="/pricing">See what it includes</TextLink>
        </>
      ),
    };
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        At a glance
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-6">
        <CountFigure
          label="Resumes"
          to="/my-resumes"
          linkLabel="See your resumes"
          state={resumeState}
        />
        <CountFigure
          label="Applications"
          to={JOB_TRACKER_PATH}
          linkLabel="See your applications"
          state={jobState}
        />
      </dl>
    </Card>
  );
}
