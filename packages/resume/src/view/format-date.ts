import type { DocumentLanguage } from '../model/document-language.ts';
import { parsePartialDate } from '../model/partial-date.ts';
import { DOCUMENT_WORDS } from './document-words.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// An en dash with spaces: the separator readers and parsers both expect in a date range.
export const DATE_RANGE_SEPARATOR = ' – ';

const formats = new Map<string, Intl.DateTimeFormat>();

/** Month names and date order of the language from `Intl` (CLDR), with Western digits. */
function format(language: DocumentLanguage, withDay: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withDay}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: 'short',
      ...(withDay ? { day: 'numeric' } : {}),
      numberingSystem: 'latn',
      timeZone: 'UTC',
    });
    formats.set(key, f);
  }
  return f;
}

export function formatPartialDate(
  value: string | undefined,
  language: DocumentLanguage = 'en',
): string {
  if (!value) return '';
  const parts = parsePartialDate(value);
  if (!parts) return value;
  // A year alone reads the same in every language.
  if (!parts.month) return String(parts.year);
  if (language === 'en') {
    const month = MONTHS[parts.month - 1];
    return [parts.day, month, parts.year].filter((p) => p !== undefined).join(' ');
  }
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day ?? 1));
  return format(language, parts.day !== undefined).format(date);
}

export function formatDateRange(
  start: string | undefined,
  end: string | undefined,
  language: DocumentLanguage = 'en',
): string {
  const from = formatPartialDate(start, language);
  const to = formatPartialDate(end, language);
  if (!from) return to;
  if (!to) return `${from}${DATE_RANGE_SEPARATOR}${DOCUMENT_WORDS[language].present}`;
  if (from === to) return from;
  return `${from}${DATE_RANGE_SEPARATOR}${to}`;
}
