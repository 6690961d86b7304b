import type { JobApplication, JobStage } from '@resumio/contract/jobs';
import { useMemo } from 'react';
import { TextLink } from '@/components/ui/text-link.tsx';
import { CALENDAR_FEED_PATH } from '@/lib/jobs/calendar-feed-link.ts';
import { buildAgenda } from '../../model/agenda.ts';
import { AgendaDayGroup } from './agenda-day.tsx';

export interface AgendaViewProps {
  jobs: readonly JobApplication[];
  stages: readonly JobStage[];
  today: string;
  onOpen(id: string): void;
}

/** The way to these dates in the user's own calendar app, which lives in Settings. */
function CalendarFeedHint() {
  return (
    <p className="mt-6 text-sm text-slate-700">
      See these dates in Google Calendar, Apple Calendar or Outlook:{' '}
      <TextLink to={CALENDAR_FEED_PATH}>subscribe to your calendar feed</TextLink>.
    </p>
  );
}

/** Deadlines, follow-ups and interviews by day: overdue first, then what is coming. */
export function AgendaView(props: AgendaViewProps) {
  return (
    <div>
      <AgendaDays {...props} />
      <CalendarFeedHint />
    </div>
  );
}

function AgendaDays({ jobs, stages, today, onOpen }: AgendaViewProps) {
  const agenda = useMemo(() => buildAgenda(jobs, stages, today), [jobs, stages, today]);
  const overdueCount = agenda.overdue.reduce((sum, day) => sum + day.items.length, 0);

  if (agenda.overdue.length === 0 && agenda.upcoming.length === 0) {
    return (
      <div className="rounded-2xl border-2 border-dashed border-slate-300 p-8 text-center">
        <h2 className="font-semibold text-slate-900">Nothing scheduled</h2>
        <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
          Give an application a deadline, a follow-up date or an interview and it shows here, by
          day, with what is late at the top.
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {agenda.overdue.length > 0 ? (
        <section
          aria-labelledby="agenda-overdue"
          className="rounded-2xl border border-red-200 bg-white p-4 sm:p-5"
        >
          <h2 id="agenda-overdue" className="text-lg font-semibold text-red-800">
            Overdue ({overdueCount})
          </h2>
          <ol className="mt-4 space-y-5">
            {agenda.overdue.map((group) => (
              <AgendaDayGroup key={group.day} group={group} today={today} onOpen={onOpen} />
            ))}
          </ol>
        </section>
      ) : null}
      <section
        aria-labelledby="agenda-upcoming"
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <h2 id="agenda-upcoming" className="text-lg font-semibold text-slate-900">
          Today and upcoming
        </h2>
        {agenda.upcoming.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Nothing due from today on.</p>
        ) : (
          <ol className="mt-4 space-y-5">
            {agenda.upcoming.map((group) => (
              <AgendaDayGroup key={group.day} group={group} today={today} onOpen={onOpen} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
