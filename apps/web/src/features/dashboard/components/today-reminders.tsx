import { ButtonLink } from '@/components/ui/button-link.tsx';
import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { QueryRetryAlert } from '@/components/ui/retry-alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { formatLongDay } from '@/lib/jobs/calendar-day.ts';
import { useJobReminders } from '@/lib/jobs/get-job-reminders.ts';
import { JOB_TRACKER_PATH } from '@/lib/jobs/tracker-links.ts';
import { plural } from '@/lib/plural.ts';
import { groupReminders } from '../model/group-reminders.ts';
import { ReminderList } from './reminder-list.tsx';

/** Enough to plan the week without turning the dashboard into the tracker. */
const UPCOMING_SHOWN = 5;

function RemindersSkeleton() {
  return (
    <LoadingRegion label="Loading what is due…" className="mt-4 space-y-3">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-16 w-full rounded-xl" />
      ))}
    </LoadingRegion>
  );
}

/** The Premium user's day: what is overdue, what is due today, and the week ahead. */
export function TodayReminders() {
  const reminders = useJobReminders(true);

  if (reminders.isPending) return <RemindersSkeleton />;
  if (reminders.isError) {
    return (
      <QueryRetryAlert className="mt-4" title="We couldn’t load what is due" query={reminders} />
    );
  }

  const { today } = reminders.data;
  const groups = groupReminders(reminders.data);
  if (reminders.data.items.length === 0) {
    return (
      <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5">
        <p className="font-semibold text-slate-900">Nothing is due this week.</p>
        <p className="mt-2 leading-7 text-slate-700">
          Deadlines, follow-up dates and interviews you add to your applications appear here on the
          day they are due, and stay here until you deal with them.
        </p>
        <ButtonLink to={JOB_TRACKER_PATH} variant="secondary" size="sm" className="mt-4">
          Open the job tracker
        </ButtonLink>
      </div>
    );
  }

  const hidden = groups.upcoming.length - UPCOMING_SHOWN;
  return (
    <div className="mt-4 space-y-6">
      <p className="text-slate-700">
        <span className="font-semibold text-slate-900">{formatLongDay(today)}:</span>{' '}
        {plural(reminders.data.overdue, 'overdue item')}, {plural(reminders.data.dueToday, 'item')}{' '}
        due today and {plural(groups.upcoming.length, 'item')} coming up this week.
      </p>
      <ReminderList title="Overdue" items={groups.overdue} today={today} tone="overdue" />
      <ReminderList title="Due today" items={groups.today} today={today} />
      {groups.overdue.length + groups.today.length === 0 ? (
        <p className="font-medium text-slate-900">Nothing is due today.</p>
      ) : null}
      <ReminderList
        title="Coming up"
        items={groups.upcoming.slice(0, UPCOMING_SHOWN)}
        today={today}
      />
      {hidden > 0 ? (
        <p className="text-sm text-slate-700">
          {plural(hidden, 'more item')} this week in the{' '}
          <TextLink to={JOB_TRACKER_PATH}>job tracker</TextLink>.
        </p>
      ) : null}
    </div>
  );
}
