const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '2026-06-03' → 'June 3, 2026', the long US English date the public pages print (article and
 * policy dates). One fixed locale, and a calendar day needs no zone, so the build's HTML and the
 * browser's hydration write the same text wherever the reader is. Written out rather than with
 * Intl.DateTimeFormat: building the first formatter takes 20–50 ms in a fresh page, on the
 * hydration path of every article and listing. Anything that is not such a day is returned as is.
 */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  const date = match ? Number(match[3]) : 0;
  if (!match || !month || date < 1 || date > 31) return day;
  return `${month} ${date}, ${Number(match[1])}`;
}
