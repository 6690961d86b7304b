import type { JobAnalytics } from '@resumio/contract/jobs';
import { useId } from 'react';
import { plural } from '@/lib/plural.ts';
import { appliedCount } from '../model/chart-rows.ts';
import { formatDays, formatRate } from '../model/format-figures.ts';
import { ValueText } from './value-text.tsx';

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-2">
        <span className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums">
          <ValueText text={value} />
        </span>
        <span className="mt-2 block text-sm leading-6 text-slate-700">{note}</span>
      </dd>
    </div>
  );
}

/** A rate or a median has nothing to say until the data exists: the note then says when it will. */
const noteFor = (value: number | null, known: string, pending: string) =>
  value === null ? pending : known;

const NEEDS_APPLIED = 'Appears once an application reaches Applied.';

/** The four numbers that sum up a search: volume, answers, interviews and waiting time. */
export function KeyFigures({ analytics }: { analytics: JobAnalytics }) {
  const headingId = useId();
  const applied = appliedCount(analytics);
  const { responseRate, interviewRate, medianDaysToFirstResponse } = analytics;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Key figures
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Applications"
          value={String(analytics.total)}
          note={`${plural(applied, 'application')} sent`}
        />
        <Figure
          label="Response rate"
          value={formatRate(responseRate)}
          note={noteFor(
            responseRate,
            `Of ${plural(applied, 'application')} sent: got an answer (interview, offer or rejection).`,
            NEEDS_APPLIED,
          )}
        />
        <Figure
          label="Interview rate"
          value={formatRate(interviewRate)}
          note={noteFor(
            interviewRate,
            `Of ${plural(applied, 'application')} sent: reached the interview stage.`,
            NEEDS_APPLIED,
          )}
        />
        <Figure
          label="Median days to first response"
          value={formatDays(medianDaysToFirstResponse)}
          note={noteFor(
            medianDaysToFirstResponse,
            'From applying to the first change of stage after it.',
            'Appears once an application you sent moves on to another stage.',
          )}
        />
      </dl>
    </section>
  );
}
