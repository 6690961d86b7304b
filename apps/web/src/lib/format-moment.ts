const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const momentFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "14:30" or "2:30 PM", as the browser's locale writes a time. */
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

/** "Dec 3, 2026, 2:30 PM"; an unreadable value is shown as it came rather than breaking the page. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : momentFormat.format(date);
}
