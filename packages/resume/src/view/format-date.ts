import { parsePartialDate } from '../model/partial-date.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// An en dash with spaces: the separator readers and parsers both expect in a date range.
export const DATE_RANGE_SEPARATOR = ' – ';

export function formatPartialDate(value: string | undefined): string {
  if (!value) return '';
  const parts = parsePartialDate(value);
  if (!parts) return value;
  const month = parts.month ? MONTHS[parts.month - 1] : undefined;
  return [parts.day, month, parts.year].filter((p) => p !== undefined).join(' ');
}

export function formatDateRange(
  start: string | undefined,
  end: string | undefined,
  presentLabel = 'Present',
): string {
  const from = formatPartialDate(start);
  const to = formatPartialDate(end);
  if (!from) return to;
  if (!to) return `${from}${DATE_RANGE_SEPARATOR}${presentLabel}`;
  if (from === to) return from;
  return `${from}${DATE_RANGE_SEPARATOR}${to}`;
}
