import { formatCalendarDay } from '@/lib/jobs/calendar-day.ts';
import { cx } from '@/components/ui/cx.ts';

export interface DateCellTextProps {
  day: string | null;
  /** Deadlines and follow-ups of open applications: say when they are late or today. */
  today?: string;
}

/** A calendar day, with "overdue" or "today" written out (never colour alone). */
export function DateText({ day, today }: DateCellTextProps) {
  if (!day) return <span className="text-slate-600">—</span>;
  const overdue = today !== undefined && day < today;
  const isToday = today !== undefined && day === today;
  return (
    <span
      className={cx(
        overdue && 'font-semibold text-red-800',
        isToday && 'font-semibold text-amber-900',
      )}
    >
      {formatCalendarDay(day)}
      {overdue ? <span className="block text-xs">Overdue</span> : null}
      {isToday ? <span className="block text-xs">Today</span> : null}
    </span>
  );
}
