import type { Resume } from '@resumio/resume';

/** Months since year 0 for `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (a bare year reads as its middle). */
export function toMonths(value: unknown, fallbackMonth = 6): number | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(\d{4})(?:-(\d{1,2}))?/.exec(value);
  if (!m) return undefined;
  const year = Number(m[1]);
  if (year < 1900 || year > 2200) return undefined;
  return year * 12 + (m[2] ? Number(m[2]) - 1 : fallbackMonth);
}

const DATE_KEYS = new Set(['startDate', 'endDate', 'date', 'releaseDate', 'lastModified']);

/**
 * The reference "now": the date passed, else the latest date written anywhere in the resume, so
 * the same document always scores the same.
 */
export function referenceMonths(resume: Resume, now?: string): number {
  const given = toMonths(now, 0);
  if (given !== undefined) return given;
  let latest = 0;
  const walk = (value: unknown, key?: string) => {
    if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) if (k !== 'resumio') walk(v, k);
    } else if (key && DATE_KEYS.has(key)) {
      const months = toMonths(value, 0);
      if (months !== undefined && months > latest) latest = months;
    }
  };
  walk(resume);
  return latest;
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
