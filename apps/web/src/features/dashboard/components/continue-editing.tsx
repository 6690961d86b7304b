import { useId, useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card } from '@/components/ui/card.tsx';
import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { QueryRetryAlert } from '@/components/ui/retry-alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { formatMoment } from '@/lib/format-moment.ts';
import { useResumeOverview } from '../api/use-resume-overview.ts';
import { formatEdited } from '../model/format-edited.ts';

/** The resume edited last, one click from the editor. */
export function ContinueEditing() {
  const resumes = useResumeOverview();
  const headingId = useId();
  const titleId = useId();
  // Fixed per visit: "2 hours ago" need not tick while the dashboard is open.
  const [now] = useState(() => Date.now());

  let body;
  if (resumes.isPending) {
    body = (
      <LoadingRegion label="Loading your latest resume…" className="mt-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="mt-3 h-4 w-1/2" />
        <Skeleton className="mt-5 h-11 w-40" />
      </LoadingRegion>
    );
  } else if (resumes.isError) {
    body = (
      <QueryRetryAlert className="mt-4" title="We couldn’t load your resumes" query={resumes} />
    );
  } else if (!resumes.data.latest) {
    body = (
      <p className="mt-3 leading-7 text-slate-700">
        The resume you edit last appears here, so you can pick it up again in one click.
      </p>
    );
  } else {
    const { latest } = resumes.data;
    const encoded = encodeURIComponent(latest.id);
    const subtitle = [latest.name, latest.headline].filter(Boolean).join(' · ');
    body = (
      <div className="mt-3">
        <p id={titleId} className="text-lg font-semibold break-words text-slate-900">
          {latest.title}
        </p>
        {subtitle ? <p className="mt-1 text-sm break-words text-slate-700">{subtitle}</p> : null}
        <p className="mt-1 text-sm text-slate-700">
          Edited{' '}
          <time dateTime={latest.updatedAt} title={formatMoment(latest.updatedAt)}>
            {formatEdited(latest.updatedAt, now)}
          </time>
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
          <ButtonLink to={`/resume?id=${encoded}`} aria-describedby={titleId}>
            Continue editing
          </ButtonLink>
          <TextLink
            to={`/my-resumes/${encoded}/apply`}
            className="text-sm"
            aria-describedby={titleId}
          >
            Tailor it to a job
          </TextLink>
        </div>
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        Last edited resume
      </h2>
      {body}
    </Card>
  );
}
