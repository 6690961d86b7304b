import { cx } from '@/components/ui/cx.ts';
import { formatTime } from '@/lib/format-moment.ts';
import { daysBetween, formatCalendarDay } from '@/lib/jobs/calendar-day.ts';
import type { AgendaDay } from '../../model/agenda.ts';
import { dueKindLabels } from '../../model/labels.ts';

export interface AgendaDayProps {
  group: AgendaDay;
  today: string;
  onOpen(id: string): void;
}

function relativeDay(day: string, today: string): string {
  const days = daysBetween(today, day);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  return days < 0 ? `${-days} days ago` : `In ${days} days`;
}

/** One day of the agenda: its date, then each thing due, each opening its application. */
export function AgendaDayGroup({ group, today, onOpen }: AgendaDayProps) {
  const overdue = group.day < today;
  return (
    <li>
      <h3 className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-slate-900">
        {formatCalendarDay(group.day)}
        <span className={cx('font-medium', overdue ? 'text-red-800' : 'text-slate-600')}>
          {relativeDay(group.day, today)}
        </span>
      </h3>
      <ul className="mt-2 space-y-2">
        {group.items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              onClick={() => onOpen(item.jobId)}
              className={cx(
                'flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border p-3 text-left shadow-sm hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                item.overdue ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white',
              )}
            >
              <span
                className={cx(
                  'rounded-md px-1.5 py-0.5 text-xs font-semibold',
                  item.overdue ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-800',
                )}
              >
                {dueKindLabels[item.kind]}
                {item.overdue ? ' · overdue' : ''}
                {item.at ? ` · ${formatTime(item.at)}` : ''}
              </span>
              <span className="min-w-0 flex-1">
                <span className="font-semibold text-slate-900">{item.company}</span>
                <span className="text-slate-700"> · {item.role}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}
