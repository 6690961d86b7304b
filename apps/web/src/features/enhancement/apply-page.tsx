import type { ResumeDetail } from '@resumio/contract/resumes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton.tsx';
import { ResumeLoadError } from '@/components/resume-load-error.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { PremiumGate } from '@/lib/plan/premium-gate.tsx';
import { usePageMeta } from '@/lib/seo.ts';
import { useMatch, useResumeDetail } from './api/queries.ts';
import { useTrackerJobPosting } from './api/tracker-job-posting.ts';
import { JobForm } from './components/job-form.tsx';
import { KeywordTable } from './components/keyword-table.tsx';
import { MatchOverview } from './components/match-overview.tsx';
import { EmptyResult, ErrorPanel, ResultSkeleton } from './components/status-panels.tsx';
import { TailorPanel } from './components/tailor-panel.tsx';
import { describeError } from './model/describe-error.ts';
import {
  type JobPosting,
  type JobRequest,
  type PostingErrors,
  type PostingField,
  emptyPosting,
  samePosting,
  toJobInput,
  validatePosting,
} from './model/job-posting.ts';
import { scoreBand } from './model/score-band.ts';
import { readSavedPosting, writeSavedPosting } from './model/saved-posting.ts';
import { trackEnhancement } from './model/track.ts';

/** `/my-resumes/:id/apply`: the match of one resume for a job posting, and its tailoring. */
export function ApplyPage() {
  const { id = '' } = useParams();
  const query = useResumeDetail(id);
  const [params] = useSearchParams();
  const trackerJob = useTrackerJobPosting(params.get('job'));
  usePageMeta({ title: 'Tailor your resume to a job' });

  if (query.isPending || (trackerJob.isFetching && !trackerJob.data)) {
    return <PageSkeleton label="Loading the resume…" />;
  }
  if (query.isError) {
    return <ResumeLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  // A saved job that cannot be read (deleted, another account's) leaves the usual posting.
  return <ApplyWorkspace key={query.data.id} resume={query.data} fromJob={trackerJob.data} />;
}

interface Analysis {
  posting: JobPosting;
  job: JobRequest;
}

const SAVE_DELAY_MS = 300;

/** The posting typed last in this tab; for a tailored copy, else the job it was made for. */
function initialPosting(resume: ResumeDetail): JobPosting {
  const saved = readSavedPosting(resume.id);
  if (saved.jobDescription || saved.jobTitle || saved.company) return saved;
  const job = resume.tailoredFor;
  if (!job) return emptyPosting;
  return {
    jobDescription: job.jobDescription,
    jobTitle: job.jobTitle ?? '',
    company: job.company ?? '',
  };
}

function ApplyWorkspace({
  resume,
  fromJob,
}: {
  resume: ResumeDetail;
  /** The tracker job named in the address, which wins over the posting typed last. */
  fromJob?: JobPosting | undefined;
}) {
  const [posting, setPosting] = useState(() => fromJob ?? initialPosting(resume));
  const [errors, setErrors] = useState<PostingErrors>({});
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const match = useMatch(resume.id);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const encoded = encodeURIComponent(resume.id);

  useEffect(() => {
    const timer = setTimeout(() => writeSavedPosting(resume.id, posting), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [resume.id, posting]);

  // A new result moves focus to its heading, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (match.data) resultHeadingRef.current?.focus();
  }, [match.data]);

  const announce = useCallback((message: string) => setAnnouncement(message), []);

  const change = (field: PostingField, value: string) => {
    setPosting((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const analyse = (target: JobPosting) => {
    const found = validatePosting(target);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      if (found.jobDescription) descriptionRef.current?.focus();
      announce('Check the job posting: ' + Object.values(found).filter(Boolean).join(' '));
      return;
    }
    const job = toJobInput(target);
    setAnalysis({ posting: target, job });
    announce('Analysing your match…');
    match.mutate(job, {
      onSuccess(result) {
        trackEnhancement('analyse', resume.id, {
          score: result.score,
          keywords: result.keywords.length,
        });
        announce(
          `Match score: ${result.score} out of 100, ${scoreBand(result.score).label.toLowerCase()}. ${result.summary}`,
        );
      },
      onError(error) {
        const view = describeError(error, 'analyse the match');
        if (view.field) {
          setErrors({ [view.field]: view.message });
          if (view.field === 'jobDescription') descriptionRef.current?.focus();
        }
        announce(view.title);
      },
    });
  };

  const clear = () => {
    setPosting(emptyPosting);
    setErrors({});
    descriptionRef.current?.focus();
  };

  const errorView = match.error ? describeError(match.error, 'analyse the match') : null;
  const stale = Boolean(match.data && analysis && !samePosting(analysis.posting, posting));

  return (
    <Container className="max-w-7xl py-8 sm:py-10">
      <p className="text-sm">
        <TextLink to={`/my-resumes/${encoded}`}>← Back to the resume</TextLink>
      </p>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            Tailor your resume to a job
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-slate-900">
            {resume.title}
          </h1>
          <p className="mt-1 text-slate-600">
            {[resume.name, resume.headline].filter(Boolean).join(' · ') || 'No name yet'}
          </p>
        </div>
        <div className="flex flex-wrap gap-3 sm:ml-auto">
          <ButtonLink to={`/resume?id=${encoded}`} variant="secondary">
            Edit resume
          </ButtonLink>
        </div>
      </div>

      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-8">
        <JobForm
          posting={posting}
          errors={errors}
          pending={match.isPending}
          stale={stale}
          descriptionRef={descriptionRef}
          onChange={change}
          onSubmit={() => analyse(posting)}
          onClear={clear}
        />
        <div className="min-w-0 space-y-6">
          {match.isPending ? (
            <ResultSkeleton label="Analysing your match…" />
          ) : errorView && !errorView.field ? (
            <ErrorPanel
              error={errorView}
              onRetry={analysis ? () => analyse(analysis.posting) : undefined}
            >
              {errorView.kind === 'not-found' ? (
                <p className="mt-2">
                  <TextLink to="/my-resumes">Go to My resumes</TextLink>
                </p>
              ) : null}
            </ErrorPanel>
          ) : match.data && analysis ? (
            <MatchOverview result={match.data} job={analysis.job} headingRef={resultHeadingRef} />
          ) : (
            <EmptyResult />
          )}
        </div>
      </div>

      {/* The keywords run long (dozens of rows): the page's full width, not one column beside
          a short form. */}
      {match.data && analysis && !match.isPending && !(errorView && !errorView.field) ? (
        <div className="mt-6">
          <KeywordTable keywords={match.data.keywords} resume={resume.document} />
        </div>
      ) : null}

      {match.data && analysis && !match.isPending ? (
        <div className="mt-10">
          <PremiumGate feature="resumeEnhancement" headingLevel="h2">
            <TailorPanel
              key={match.submittedAt}
              resume={resume}
              job={analysis.job}
              onAnnounce={announce}
            />
          </PremiumGate>
        </div>
      ) : null}
    </Container>
  );
}
