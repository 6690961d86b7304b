import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton.tsx';
import { Container } from '@/components/ui/container.tsx';
import { useLatestResume } from '../api/latest-resume.ts';
import { LoadError } from './load-error.tsx';
import { NewResumeChooser } from './new-resume-chooser.tsx';

/**
 * /resume without an id: back to the resume edited last, or the ways to start one when there is
 * none. A visit never creates a resume; only a choice on the chooser does.
 */
export function OpenLatestResume() {
  const navigate = useNavigate();
  const latest = useLatestResume();
  // A cached answer may predate a resume made or deleted since: decide on a fresh one.
  const settled = latest.isFetchedAfterMount || latest.isError;
  const target = settled ? latest.data : undefined;

  useEffect(() => {
    // Replacing keeps Back working: it leaves the editor instead of coming back here.
    if (target) void navigate(`/resume?id=${encodeURIComponent(target.id)}`, { replace: true });
  }, [target, navigate]);

  if (latest.isError) {
    return (
      <Container className="max-w-xl py-16">
        <h1 className="text-2xl font-bold text-slate-900">We couldn’t open your resumes</h1>
        <div className="mt-4">
          <LoadError message={latest.error.message} onRetry={() => void latest.refetch()} />
        </div>
      </Container>
    );
  }
  if (settled && latest.data === null) return <NewResumeChooser />;
  return <PageSkeleton label="Opening your resume…" />;
}
