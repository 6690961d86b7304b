/**
 * A calendar day (`YYYY-MM-DD`) has no time zone: formatting it as a local midnight would show the
 * previous day west of UTC. These helpers read and print it as the same day everywhere.
 */
function toUtcDate(day: string): Date {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(options: Intl.DateTimeFormatOptions, locale?: string): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, formatter);
  }
  return formatter;
}

/** "Nov 25, 2026". */
export function formatCalendarDay(day: string, locale?: string): string {
  const date = toUtcDate(day);
  return Number.isNaN(date.getTime()) ? day : format({ dateStyle: 'medium' }, locale).format(date);
}

/** "Nov 25": for axes and lists where the year is plain from context. */
export function formatShortDay(day: string, locale?: string): string {
  const date = toUtcDate(day);
  return Number.isNaN(date.getTime())
    ? day
    : format({ month: 'short', day: 'numeric' }, locale).format(date);
}

/** The day `days` before `day`: "2026-03-01" and 1 give "2026-02-28". */
export function daysBefore(day: string, days: number): string {
  const date = toUtcDate(day);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000);
}

/** "Wednesday, November 25": the heading of a day. */
export function formatLongDay(day: string, locale?: string): string {
  const date = toUtcDate(day);
  return Number.isNaN(date.getTime())
    ? day
    : format({ weekday: 'long', month: 'long', day: 'numeric' }, locale).format(date);
}

/** "Fri, Nov 27": a day in the coming week. */
export function formatWeekDay(day: string, locale?: string): string {
  const date = toUtcDate(day);
  return Number.isNaN(date.getTime())
    ? day
    : format({ weekday: 'short', month: 'short', day: 'numeric' }, locale).format(date);
}
