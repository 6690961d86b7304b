import type { JobReminder } from '@resumio/contract/jobs';
import { useId } from 'react';
import { Link } from 'react-router';
import { cx } from '@/components/ui/cx.ts';
import { jobTrackerPath } from '@/lib/jobs/tracker-links.ts';
import { describeReminder } from '../model/describe-reminder.ts';

export interface ReminderListProps {
  title: string;
  items: JobReminder[];
  today: string;
  tone?: 'overdue' | 'default';
}

/**
 * One group of reminders under its own heading. Every row leads to its application in the tracker;
 * lateness is written out ("2 days overdue"), the red only repeats it.
 */
export function ReminderList({ title, items, today, tone = 'default' }: ReminderListProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  const overdue = tone === 'overdue';
  return (
    <div>
      <h3 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        {title} <span className="font-normal text-slate-600">({items.length})</span>
      </h3>
      <ul aria-labelledby={headingId} className="mt-2 space-y-2">
        {items.map((item) => {
          const { action, when } = describeReminder(item, today);
          return (
            <li key={`${item.jobId}-${item.kind}-${item.day}`}>
              <Link
                to={jobTrackerPath(item.jobId)}
                // One sentence for screen readers, in the order the row shows it; browsers
                // would otherwise join the row's blocks each in their own way.
                aria-label={`${action}: ${item.company}, ${item.role}, ${when}`}
                className={cx(
                  'flex flex-col gap-1 rounded-xl border px-4 py-3 transition-colors sm:flex-row sm:items-center sm:gap-4',
                  overdue
                    ? 'border-red-200 bg-red-50 hover:bg-red-100'
                    : 'border-slate-200 bg-white hover:bg-slate-50',
                )}
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">
                    {action}: {item.company}
                  </span>
                  <span className="block truncate text-sm text-slate-700">{item.role}</span>
                </span>
                <span
                  className={cx(
                    'text-sm font-medium sm:text-right',
                    overdue ? 'text-red-800' : 'text-slate-700',
                  )}
                >
                  {when}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
