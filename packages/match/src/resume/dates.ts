import type { Resume } from '@resumio/resume-model';

/** Months since year 0 for `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (a bare year reads as its middle). */
export function toMonths(value: unknown, fallbackMonth = 6): number | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(\d{4})(?:-(\d{1,2}))?/.exec(value);
  if (!m) return undefined;
  const year = Number(m[1]);
  if (year < 1900 || year > 2200) return undefined;
  return year * 12 + (m[2] ? Number(m[2]) - 1 : fallbackMonth);
}

/** The current month as `YYYY-MM`, read from the clock. */
export function currentMonth(): string {
  return new Date().toISOString().slice(0, 7);
}

/**
 * The reference "now": the date passed (the server's date at the API), else today. A current
 * job ("Present", no end date) runs to it: the latest date the resume happens to write would end
 * it years early.
 */
export function referenceMonths(_resume: Resume, now?: string): number {
  return toMonths(now, 0) ?? toMonths(currentMonth(), 0)!;
}

export interface Interval {
  start: number;
  end: number;
}

/** Total months covered by the intervals, overlaps counted once. */
export function unionMonths(intervals: Interval[]): number {
  const sorted = intervals
    .filter((i) => i.end > i.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  let total = 0;
  let currentStart = -1;
  let currentEnd = -1;
  for (const { start, end } of sorted) {
    if (start > currentEnd) {
      if (currentEnd > currentStart) total += currentEnd - currentStart;
      currentStart = start;
      currentEnd = end;
    } else if (end > currentEnd) currentEnd = end;
  }
  if (currentEnd > currentStart) total += currentEnd - currentStart;
  return total;
}
