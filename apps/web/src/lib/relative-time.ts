const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// Building an Intl formatter costs far more than using one; a list of 200 rows reuses these.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function relativeFormat(locale: string | undefined): Intl.RelativeTimeFormat {
  const key = locale ?? '';
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(key, format);
  }
  return format;
}

/** "2 hours ago", "yesterday", "just now": the largest unit that fits. */
export function formatRelativeTime(iso: string, now = Date.now(), locale?: string): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  if (!Number.isFinite(seconds)) return '';
  const format = relativeFormat(locale);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return Math.abs(seconds) < 45 ? 'just now' : format.format(Math.round(seconds / 60), 'minute');
}

export function formatDateTime(iso: string, locale?: string): string {
  const key = locale ?? '';
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}
