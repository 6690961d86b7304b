import { format, isValid, parse } from 'date-fns';

/** Written forms seen in exports, US order first where it is ambiguous (5/1 is May 1st). */
const FORMATS = [
  'M/d/yyyy',
  'M/d/yy',
  'MMM d, yyyy',
  'MMMM d, yyyy',
  'MMM d yyyy',
  'MMMM d yyyy',
  'd MMM yyyy',
  'd MMMM yyyy',
  'EEE, MMM d, yyyy',
  'EEEE, MMMM d, yyyy',
  'yyyy/M/d',
  'M-d-yyyy',
  'MMM yyyy',
];

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
// A time after the day ("1/5/2025 14:03", "Jan 5, 2025 10:30 AM") says nothing about the day.
const TRAILING_TIME =
  /[\sT,]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[ap]\.?m\.?)?\s*(?:Z|[+-]\d{2}:?\d{2}|[A-Z]{2,5})?$/i;
// A date picker's fixed reference: parsing never depends on today's date.
const REFERENCE = new Date(2000, 0, 1);

const plausible = (date: Date) =>
  isValid(date) && date.getFullYear() >= 1970 && date.getFullYear() <= 2100;

/**
 * A calendar day (`YYYY-MM-DD`) from how exports write dates: ISO (with or without a time), US
 * `M/D/YYYY`, and written months such as "Jan 5, 2025". An ISO timestamp keeps the day it names,
 * whatever its offset: the person meant that day. Undefined when the text is not such a date.
 */
export function parseCalendarDay(text: string): string | undefined {
  const value = text.trim().replace(/(\d)(st|nd|rd|th)\b/gi, '$1');
  if (value === '') return undefined;
  const iso = ISO_DAY.exec(value);
  if (iso) {
    const date = parse(`${iso[1]}-${iso[2]}-${iso[3]}`, 'yyyy-MM-dd', REFERENCE);
    return plausible(date) ? format(date, 'yyyy-MM-dd') : undefined;
  }
  for (const candidate of new Set([value, value.replace(TRAILING_TIME, '')])) {
    for (const pattern of FORMATS) {
      const date = parse(candidate, pattern, REFERENCE);
      if (plausible(date)) return format(date, 'yyyy-MM-dd');
    }
  }
  return undefined;
}
