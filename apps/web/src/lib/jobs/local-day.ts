const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The calendar day (`YYYY-MM-DD`) a moment falls on where the browser is: "today" and "overdue"
 * count from the user's day, not UTC's.
 */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An ISO moment as a `datetime-local` input value ("2026-12-03T14:30") in the browser's zone. */
export function toLocalDateTimeInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value back to an ISO moment (with the browser's offset applied). */
export function fromLocalDateTimeInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
