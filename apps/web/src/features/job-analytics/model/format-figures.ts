/** Printed where there is nothing to divide by yet; `ValueText` spells it out for screen readers. */
export const MISSING = '—';

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** A 0–1 share as "42%"; null (no data to divide by) as an em dash. */
export function formatRate(rate: number | null): string {
  return rate === null ? MISSING : percent.format(rate);
}

/** "1 day", "4.5 days"; null as an em dash. */
export function formatDays(days: number | null): string {
  if (days === null) return MISSING;
  return `${decimal.format(days)} ${days === 1 ? 'day' : 'days'}`;
}

/** `part` of `whole` as a share, or null when there is no whole. */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}
