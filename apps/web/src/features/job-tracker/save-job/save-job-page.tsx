import { readJobPostingFromParts } from '@resumio/job-posting/read-job-posting.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { PremiumGate } from '@/lib/plan/premium-gate.tsx';
import { usePageMeta } from '@/lib/seo.ts';
import { useResumeOptions } from '../api/list-resume-options.ts';
import { BookmarkletLink } from './bookmarklet-link.tsx';
import {
  type Payload,
  forgetBookmarkletPayload,
  takeBookmarkletPayload,
} from './bookmarklet-payload.ts';
import { SaveJobForm } from './save-job-form.tsx';

interface Saved {
  id: string;
  company: string;
  role: string;
}

function SavedJob({ job }: { job: Saved }) {
  const resumes = useResumeOptions(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // Newest edit first: the resume the person is most likely to send.
  const latest = resumes.data?.[0];
  return (
    <section
      aria-labelledby="saved-heading"
      className="mt-6 rounded-xl border border-slate-200 p-6"
    >
      <h2 id="saved-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        Saved to your job tracker
      </h2>
      <p className="mt-2">
        {job.role} at {job.company}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink
          to={
            latest
              ? `/my-resumes/${encodeURIComponent(latest.id)}/apply?job=${encodeURIComponent(job.id)}`
              : '/my-resumes'
          }
        >
          Match my resume
        </ButtonLink>
        <ButtonLink variant="secondary" to={`/job-tracker?job=${encodeURIComponent(job.id)}`}>
          Open in the job tracker
        </ButtonLink>
      </div>
    </section>
  );
}

function ReceivedJob({ payload }: { payload: Extract<Payload, { kind: 'page' }> }) {
  const { status, signIn } = useAuth();
  const draft = useMemo(() => readJobPostingFromParts(payload.parts), [payload]);
  const [saved, setSaved] = useState<Saved | null>(null);
  if (saved) return <SavedJob job={saved} />;
  if (status === 'loading') return <Spinner className="mt-6" />;
  if (status !== 'authenticated') {
    return (
      <div className="mt-6">
        <p>
          Sign in to save <strong>{draft.role ?? 'this job'}</strong> from {draft.source} to your
          job tracker. The job waits here until you are back.
        </p>
        <Button className="mt-4" onClick={() => void signIn('/save-job')}>
          Sign in to save
        </Button>
      </div>
    );
  }
  return (
    <PremiumGate feature="jobTracker" headingLevel="h2" className="mt-6">
      <SaveJobForm
        draft={draft}
        onSaved={(job) => {
          forgetBookmarkletPayload();
          setSaved(job);
        }}
      />
    </PremiumGate>
  );
}

/**
 * `/save-job`: the bookmarklet to drag to the bookmarks bar and, when the bookmarklet opens this
 * page with a job in the address's fragment, the form to correct and save it (decision 055).
 */
export function SaveJobPage() {
  usePageMeta({ title: 'Save jobs from any page' });
  const [payload] = useState<Payload>(takeBookmarkletPayload);
  return (
    <Container className="max-w-3xl py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Save jobs from any page</h1>
      {payload.kind === 'page' ? <ReceivedJob payload={payload} /> : null}
      {payload.kind === 'unreadable' ? (
        <Alert tone="error" title="We couldn’t read the job the bookmarklet sent" className="mt-6">
          The page may be too long to send this way. Try again from the posting’s own page, select
          the job’s text first, or <TextLink to="/job-tracker">add it in the job tracker</TextLink>{' '}
          from its link.
        </Alert>
      ) : null}
      <section aria-labelledby="bookmarklet-heading" className="mt-10">
        <h2 id="bookmarklet-heading" className="text-xl font-semibold">
          The Save to Resumio bookmarklet
        </h2>
        <p id="bookmarklet-how" className="mt-2 text-slate-700">
          Drag this button to your browser’s bookmarks bar. On a job posting, click the bookmark:
          Resumio opens with the company, role, place, salary and description read from the page (or
          the text you selected), ready to correct and save.
        </p>
        <BookmarkletLink />
        <p className="mt-4 text-sm text-slate-600">
          Prefer a toolbar button? The Resumio Save job extension for Chrome, Edge and Firefox does
          the same; see the project’s README to install it.
        </p>
      </section>
    </Container>
  );
}
