import type { MatchResponse } from '@resumio/contract/enhancement';
import { type Ref, useId } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { cx } from '@/components/ui/cx.ts';
import { scoreBand } from '../model/score-band.ts';
import { ScoreBadge, ScoreGauge } from './score-gauge.tsx';
import type { JobRequest } from '../model/job-posting.ts';

export interface MatchOverviewProps {
  result: MatchResponse;
  job: JobRequest;
  headingRef?: Ref<HTMLHeadingElement>;
}

function forWhat(job: JobRequest): string {
  if (job.jobTitle && job.company) return `${job.jobTitle} at ${job.company}`;
  return job.jobTitle ?? job.company ?? 'this posting';
}

/** The score, the one-sentence summary, and how each component contributed. */
export function MatchOverview({ result, job, headingRef }: MatchOverviewProps) {
  const headingId = useId();
  const breakdownId = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Your match for {forWhat(job)}
        </h2>
        <div className="mt-4 flex flex-col items-start gap-5 sm:flex-row sm:items-center">
          <ScoreGauge score={result.score} label="Match score" />
          <div className="min-w-0">
            <ScoreBadge score={result.score} />
            <p className="mt-2 text-base leading-7 text-slate-800">{result.summary}</p>
          </div>
        </div>
        {result.languageNote && (
          <p
            role="note"
            className="mt-4 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm leading-6 text-sky-950"
          >
            {result.languageNote}
          </p>
        )}

        <section aria-labelledby={breakdownId} className="mt-8">
          <h3 id={breakdownId} className="text-base font-semibold text-slate-900">
            How the score is made
          </h3>
          <ul className="mt-3 divide-y divide-slate-100">
            {result.components.map((component) => (
              <ComponentRow key={component.name} component={component} />
            ))}
          </ul>
        </section>
      </section>
    </Card>
  );
}

function ComponentRow({ component }: { component: MatchResponse['components'][number] }) {
  const counted = component.weight > 0;
  const weight = Math.round(component.weight * 100);
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <p className="font-medium text-slate-900">{component.name}</p>
        <p className="text-sm text-slate-600">
          {counted ? (
            <>
              <span className="font-semibold tabular-nums text-slate-900">{component.score}</span>
              <span className="sr-only"> out of 100</span>
              <span aria-hidden="true">/100</span> · weight {weight}%
            </>
          ) : (
            'Not counted for this posting'
          )}
        </p>
      </div>
      {counted ? (
        <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
          <div
            className={cx('h-full rounded-full', scoreBand(component.score).bar)}
            style={{ width: `${component.score}%` }}
          />
        </div>
      ) : null}
      <p className="mt-2 text-sm leading-6 text-slate-600">{component.explanation}</p>
    </li>
  );
}
