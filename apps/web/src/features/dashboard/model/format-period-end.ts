const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** "December 21, 2026", or null when the subscription has no period end to tell. */
export function formatPeriodEnd(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
