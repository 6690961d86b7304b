import { CalendarDaySchema } from '@resumio/contract/jobs';
import { daysBefore } from '@/lib/jobs/calendar-day.ts';

/** Days as `YYYY-MM-DD`; an open end means "since the start" or "until now". */
export interface DateRange {
  from?: string;
  to?: string;
}

const validDay = (value: string | null): string | undefined =>
  value && CalendarDaySchema.safeParse(value).success ? value : undefined;

/**
 * The range named in the address (`?from=…&to=…`), so a filtered view can be bookmarked and Back
 * undoes a change. Anything unreadable is ignored rather than sent to the API.
 */
export function rangeFromSearch(params: URLSearchParams): DateRange {
  const range: DateRange = {};
  const from = validDay(params.get('from'));
  const to = validDay(params.get('to'));
  if (from) range.from = from;
  if (to) range.to = to;
  return range;
}

export function rangeToSearch(range: DateRange): URLSearchParams {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return params;
}

/** Why a range cannot be applied, or null when it can. */
export function rangeProblem(range: DateRange): string | null {
  if (range.from && range.to && range.from > range.to) {
    return 'The start date must be on or before the end date.';
  }
  return null;
}

export interface RangePreset {
  id: string;
  label: string;
  /** Counted back from the user's local day (`localDay`), not UTC's. */
  range: (today: string) => DateRange;
}

export const rangePresets: RangePreset[] = [
  {
    id: '30d',
    label: 'Last 30 days',
    range: (today) => ({ from: daysBefore(today, 29), to: today }),
  },
  {
    id: '90d',
    label: 'Last 90 days',
    range: (today) => ({ from: daysBefore(today, 89), to: today }),
  },
  {
    id: '12m',
    label: 'Last 12 months',
    range: (today) => ({ from: daysBefore(today, 364), to: today }),
  },
  { id: 'all', label: 'All time', range: () => ({}) },
];

export function sameRange(a: DateRange, b: DateRange): boolean {
  return (a.from ?? '') === (b.from ?? '') && (a.to ?? '') === (b.to ?? '');
}
