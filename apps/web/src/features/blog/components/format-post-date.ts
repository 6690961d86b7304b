const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * '2026-06-03' → 'June 3, 2026'. One fixed locale and zone, so the build's HTML and the browser's
 * hydration write the same text wherever the reader is.
 */
export function formatPostDate(day: string): string {
  return format.format(new Date(`${day}T00:00:00Z`));
}
