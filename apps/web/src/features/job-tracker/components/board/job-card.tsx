import type { JobApplication } from '@resumio/contract/jobs';
import { type ReactNode, memo } from 'react';
import { cx } from '@/components/ui/cx.ts';
import { PinIcon } from '@/components/ui/icons.tsx';
import type { DueBadge } from '../../model/due.ts';
import { formatSalary } from '../../model/format-salary.ts';
import { remoteLabels } from '../../model/labels.ts';
import { DueBadges } from '../due-badges.tsx';
import { PriorityBadge } from '../priority-badge.tsx';
import { TagList } from '../tag-list.tsx';

export interface JobCardProps {
  job: JobApplication;
  due: readonly DueBadge[];
  /** The drag handle, when the card can be moved. */
  handle?: ReactNode;
  onOpen?(id: string): void;
  /** Drawn under the pointer while dragging. */
  lifted?: boolean;
  /** Marks the slot the dragged card will land in (without fading its text). */
  placeholder?: boolean;
  className?: string;
}

/**
 * One application on the board: what it is, where, for how much, and what is due. Memoised: while
 * a card is dragged, every card's drag state re-renders on each target change, and the cards'
 * content stays as it is.
 */
export const JobCard = memo(function JobCard({
  job,
  due,
  handle,
  onOpen,
  lifted,
  placeholder,
  className,
}: JobCardProps) {
  const place = [job.location, job.remotePolicy ? remoteLabels[job.remotePolicy] : null]
    .filter(Boolean)
    .join(' · ');
  const salary = formatSalary(job, { compact: true });
  const title = (
    <>
      <span className="block font-semibold break-words text-slate-900">{job.company}</span>{' '}
      <span className="mt-0.5 block text-sm break-words text-slate-700">{job.role}</span>
    </>
  );
  return (
    <article
      data-lifted={lifted ? job.id : undefined}
      className={cx(
        'rounded-xl border border-slate-200 bg-white p-3 shadow-sm',
        // No rotation: the keyboard moves by the lifted card's box, which a tilt would skew.
        lifted && 'shadow-lg ring-2 ring-brand-500',
        placeholder && 'border-dashed border-brand-500 bg-brand-50',
        className,
      )}
    >
      <div className="flex items-start gap-1">
        {onOpen ? (
          <button
            type="button"
            onClick={() => onOpen(job.id)}
            className="min-w-0 flex-1 rounded-md text-left hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {title}
          </button>
        ) : (
          <div className="min-w-0 flex-1">{title}</div>
        )}
        {handle}
      </div>
      {place ? (
        <p className="mt-2 flex items-center gap-1 text-xs text-slate-600">
          <PinIcon />
          {place}
        </p>
      ) : null}
      {salary ? <p className="mt-1 text-xs font-medium text-slate-700">{salary}</p> : null}
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <PriorityBadge priority={job.priority} />
        <TagList tags={job.tags} max={3} />
      </div>
      {due.length > 0 ? (
        <div className="mt-2">
          <DueBadges badges={due} />
        </div>
      ) : null}
    </article>
  );
});
