/** A date in the reader's own locale and time zone, e.g. "21 December 2026" or "December 21, 2026". */
export function formatDate(iso: string | null | undefined, locale?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
