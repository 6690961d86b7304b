/** Calendar days (`YYYY-MM-DD`) and hours as people see them in a time zone. */

const formatters = new Map<string, Intl.DateTimeFormat>();

// One formatter per zone: building one costs far more than formatting with it, and the set of
// zones is small (only names that passed validation reach here).
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

export interface LocalMoment {
  /** `YYYY-MM-DD` in the zone. */
  day: string;
  /** 0–23 in the zone. */
  hour: number;
}

/** Which day and hour it is in `timeZone` at `instant`. */
export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

export function localDay(instant: Date, timeZone: string): string {
  return localMoment(instant, timeZone).day;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDay(value: string): boolean {
  return DAY.test(value);
}

/** The calendar day `days` after `day` (negative: before); no time zone is involved. */
export function addDays(day: string, days: number): string {
  const [, y, m, d] = DAY.exec(day)!;
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days)).toISOString().slice(0, 10);
}

/** Midnight UTC of a calendar day: how all-day dates are handed to date libraries. */
export function dayAsUtcDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}
