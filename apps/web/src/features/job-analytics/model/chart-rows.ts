import type { JobAnalytics } from '@resumio/contract/jobs';
import { formatCalendarDay, formatShortDay } from '@/lib/jobs/calendar-day.ts';
import { formatDays, formatRate, share } from './format-figures.ts';

/*
 * The rows each chart and its data table are drawn from. Both read the same rows, so the table a
 * screen reader hears always says what the chart shows.
 */

export type FunnelPhase = JobAnalytics['funnel'][number]['phase'];

const funnelOrder: FunnelPhase[] = ['saved', 'applied', 'interviewing', 'offer'];

export const funnelLabels: Record<FunnelPhase, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
};

export interface FunnelRow {
  phase: FunnelPhase;
  label: string;
  count: number;
  /** Share of every saved application that got this far. */
  ofSaved: number | null;
  /** Share of the step before that got this far. */
  ofPrevious: number | null;
  /** Printed beside the bar: "12 (60%)". */
  barLabel: string;
}

export function funnelRows(analytics: JobAnalytics): FunnelRow[] {
  const counts = new Map(analytics.funnel.map((step) => [step.phase, step.count]));
  const saved = counts.get('saved') ?? 0;
  let previous: number | null = null;
  return funnelOrder.map((phase) => {
    const count = counts.get(phase) ?? 0;
    const ofSaved = share(count, saved);
    const row: FunnelRow = {
      phase,
      label: funnelLabels[phase],
      count,
      ofSaved,
      ofPrevious: previous === null ? null : share(count, previous),
      barLabel:
        phase === 'saved' || ofSaved === null ? `${count}` : `${count} (${formatRate(ofSaved)})`,
    };
    previous = count;
    return row;
  });
}

export interface StageRow {
  stageId: string;
  name: string;
  averageDays: number | null;
  count: number;
  barLabel: string;
}

export function stageRows(analytics: JobAnalytics): StageRow[] {
  return analytics.daysInStage.map((stage) => ({
    ...stage,
    barLabel: formatDays(stage.averageDays),
  }));
}

export interface WeekRow {
  weekStart: string;
  /** Axis label: "Nov 23". */
  label: string;
  /** Table label: "Nov 23, 2026". */
  longLabel: string;
  count: number;
}

export function weekRows(analytics: JobAnalytics): WeekRow[] {
  return analytics.perWeek.map((week) => ({
    weekStart: week.weekStart,
    label: formatShortDay(week.weekStart),
    longLabel: formatCalendarDay(week.weekStart),
    count: week.count,
  }));
}

export interface OutcomeRow {
  key: string;
  name: string;
  applied: number;
  interviews: number;
  offers: number;
  /** Interviews per application sent from this source or with this resume. */
  interviewRate: number | null;
  /** Offers per application sent. */
  offerRate: number | null;
}

/** How a source written nowhere is named: the API groups applications without one under "". */
export const NO_SOURCE_LABEL = 'No source given';

export function sourceRows(analytics: JobAnalytics): OutcomeRow[] {
  return analytics.bySource.map((row) => ({
    key: row.source,
    name: row.source.trim() || NO_SOURCE_LABEL,
    applied: row.applied,
    interviews: row.interviews,
    offers: row.offers,
    interviewRate: share(row.interviews, row.applied),
    offerRate: share(row.offers, row.applied),
  }));
}

export interface ResumeOutcomeRow extends OutcomeRow {
  resumeId: string;
}

export function resumeRows(analytics: JobAnalytics): ResumeOutcomeRow[] {
  return analytics.byResume.map((row) => ({
    key: row.resumeId,
    resumeId: row.resumeId,
    name: row.title,
    applied: row.applied,
    interviews: row.interviews,
    offers: row.offers,
    interviewRate: share(row.interviews, row.applied),
    offerRate: share(row.offers, row.applied),
  }));
}

/** The funnel's applied count: the base of both rates. */
export function appliedCount(analytics: JobAnalytics): number {
  return analytics.funnel.find((step) => step.phase === 'applied')?.count ?? 0;
}
