/** Dates as resumes print them, in the languages the importer reads. */

const MONTHS: Record<string, number> = {};
function months(names: string, ...rest: string[]) {
  for (const list of [names, ...rest]) {
    list.split(' ').forEach((name, i) => {
      for (const alias of name.split('|')) MONTHS[alias] = i + 1;
    });
  }
}
months(
  'january|jan february|feb march|mar april|apr may june|jun july|jul august|aug september|sep|sept october|oct november|nov december|dec',
  'januar|jän|jänner february|februar märz|mär|maerz april mai juni juli august september oktober|okt november dezember|dez',
  'janvier|janv février|févr|fevrier|fev|fév mars avril|avr mai juin juillet|juil août|aout septembre octobre novembre décembre|decembre|déc',
  'enero|ene febrero marzo abril|abr mayo junio julio agosto|ago septiembre|setiembre|set octubre noviembre diciembre|dic',
  'janeiro fevereiro|fev março|marco abril maio junho julho agosto setembro|set outubro|out novembro dezembro|dez',
  'январь|января|янв февраль|февраля|фев март|марта|мар апрель|апреля|апр май|мая июнь|июня|июн июль|июля|июл август|августа|авг сентябрь|сентября|сен|сент октябрь|октября|окт ноябрь|ноября|ноя декабрь|декабря|дек',
);
// "March" in Portuguese and "set" both exist above; the map keeps the last assignment, and the
// Spanish/Portuguese "set" (September) is right for both.

const MONTH_WORD = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .map((m) => m.replace(/\./g, '\\.'))
  .join('|');

const PRESENT_WORDS = [
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'date',
  'heute',
  'jetzt',
  'aktuell',
  'andauernd',
  'laufend',
  'dato',
  'actuel',
  'actuellement',
  "aujourd'hui",
  'aujourd’hui',
  'présent',
  'en cours',
  'actualidad',
  'presente',
  'actual',
  'hoy',
  'la fecha',
  'atual',
  'atualmente',
  'o momento',
  'momento',
  'hoje',
  'настоящее время',
  'наст. время',
  'н.в.',
  'н. в.',
  'сейчас',
  'текущее время',
  '至今',
  '现在',
  '目前',
  '今',
];
const PRESENT = `(?:(?:until|till|to|bis|à|a|hasta|até|по)\\s+)?(?:${PRESENT_WORDS.map((w) =>
  w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
).join('|')})`;

const YEAR = '(?:19|20)\\d{2}';
/** One date: month name + year, numeric month/year, year-month, day-precise forms, year. */
const DATE = [
  `(?:\\d{1,2}\\.?\\s*)?(?:${MONTH_WORD})\\.?,?\\s*(?:de\\s+|of\\s+)?'?(?:${YEAR}|\\d{2}(?!\\d))`,
  `${YEAR}\\s*年\\s*\\d{1,2}\\s*月?`,
  `\\d{1,2}[./-]\\d{1,2}[./-]${YEAR}`,
  `${YEAR}[./-]\\d{1,2}[./-]\\d{1,2}`,
  `(?:0?[1-9]|1[0-2])\\s?[./-]\\s?${YEAR}`,
  `${YEAR}\\s?[./-]\\s?(?:0[1-9]|1[0-2])(?!\\d)`,
  `${YEAR}\\s*年?`,
].join('|');

const SEPARATOR = '\\s*(?:-{1,2}|–|—|−|~|～|to|bis|until|au|à|a|al|hasta|até|ate|по|至|→|/)\\s*';
const SINCE = '(?:since|seit|ab|depuis|desde|с|自)\\s+';

const RANGE = new RegExp(
  `(?<![\\p{L}\\d])(?:(${SINCE})?(${DATE})(?:${SEPARATOR}(${DATE}|${PRESENT}))?|(${PRESENT}))(?![\\p{L}\\d])`,
  'giu',
);

export interface FoundDates {
  startDate?: string;
  endDate?: string;
  /** The end is "Present" (or the entry started "since" a date). */
  current: boolean;
  /** Where the date text was, to cut it out of the line. */
  index: number;
  length: number;
}

/** `YYYY` or `YYYY-MM` for one printed date; undefined when it is not a date. */
export function parseOneDate(raw: string): string | undefined {
  const text = raw.toLowerCase().trim();
  let m = /^(\d{1,2})[./-](\d{1,2})[./-]((?:19|20)\d{2})$/.exec(text);
  if (m) {
    // Day first unless the first number cannot be a day of a valid month (US form 03/15/2019).
    const a = Number(m[1]);
    const b = Number(m[2]);
    const month = b <= 12 ? b : a;
    return month >= 1 && month <= 12 ? `${m[3]}-${String(month).padStart(2, '0')}` : m[3];
  }
  m = /^((?:19|20)\d{2})[./-](\d{1,2})[./-]\d{1,2}$/.exec(text);
  if (m) return `${m[1]}-${m[2]!.padStart(2, '0')}`;
  m = /^((?:19|20)\d{2})\s*年\s*(\d{1,2})/.exec(text);
  if (m) return Number(m[2]) <= 12 ? `${m[1]}-${m[2]!.padStart(2, '0')}` : m[1];
  m = /^(\d{1,2})\s?[./-]\s?((?:19|20)\d{2})$/.exec(text);
  if (m) return Number(m[1]) <= 12 ? `${m[2]}-${m[1]!.padStart(2, '0')}` : undefined;
  m = /^((?:19|20)\d{2})\s?[./-]\s?(\d{2})$/.exec(text);
  if (m) return Number(m[2]) <= 12 ? `${m[1]}-${m[2]}` : undefined;
  m = /^((?:19|20)\d{2})\s*年?$/.exec(text);
  if (m) return m[1];
  m = new RegExp(
    `^(?:\\d{1,2}\\.?\\s*)?(${MONTH_WORD})\\.?,?\\s*(?:de\\s+|of\\s+)?'?(\\d{4}|\\d{2})$`,
    'iu',
  ).exec(text);
  if (m) {
    const month = MONTHS[m[1]!.toLowerCase()];
    const yearText = m[2]!;
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    if (yearText.length === 2 && year > new Date().getUTCFullYear() + 5) return undefined;
    if (!month) return String(year);
    return `${year}-${String(month).padStart(2, '0')}`;
  }
  return undefined;
}

function isPresent(raw: string | undefined): boolean {
  return raw !== undefined && new RegExp(`^${PRESENT}$`, 'iu').test(raw.trim());
}

/**
 * Every date or date range in a text, in order. A lone "Present" counts only when nothing else
 * is found (it ends a range printed on two lines).
 */
export function findDates(text: string): FoundDates[] {
  const found: FoundDates[] = [];
  // "June – August 2019": the start month takes the end's year.
  const monthRange = new RegExp(
    `(?<![\\p{L}\\d])(${MONTH_WORD})\\.?${SEPARATOR}(${MONTH_WORD})\\.?,?\\s*(${YEAR})(?![\\p{L}\\d])`,
    'giu',
  );
  let masked = text;
  for (const m of text.matchAll(monthRange)) {
    const start = MONTHS[m[1]!.toLowerCase()];
    const end = MONTHS[m[2]!.toLowerCase()];
    if (!start || !end) continue;
    const year = m[3]!;
    found.push({
      startDate: `${year}-${String(start).padStart(2, '0')}`,
      endDate: `${year}-${String(end).padStart(2, '0')}`,
      current: false,
      index: m.index ?? 0,
      length: m[0].length,
    });
    masked =
      masked.slice(0, m.index) +
      ' '.repeat(m[0].length) +
      masked.slice((m.index ?? 0) + m[0].length);
  }
  for (const m of masked.matchAll(RANGE)) {
    const [whole, since, first, second, lonePresent] = m;
    if (lonePresent !== undefined) continue;
    const start = first ? parseOneDate(first) : undefined;
    if (!start) continue;
    let end: string | undefined;
    let current = false;
    if (second !== undefined) {
      if (isPresent(second)) current = true;
      else end = parseOneDate(second);
    } else if (since) {
      current = true;
    } else {
      end = start;
    }
    found.push({
      startDate: start,
      ...(end ? { endDate: end } : {}),
      current,
      index: m.index ?? 0,
      length: whole.length,
    });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Whether a text is nothing but a date, a range, "Present" and separators. */
export function isOnlyDates(text: string): boolean {
  const rest = text.replace(RANGE, ' ').replace(/[\s,|·•()[\]–—-]+/g, '');
  return rest === '' && /\d/.test(text);
}

/** A text with its dates removed, separators tidied. */
export function withoutDates(text: string, dates: FoundDates[]): string {
  let out = text;
  for (const d of [...dates].sort((a, b) => b.index - a.index)) {
    out = `${out.slice(0, d.index)} ${out.slice(d.index + d.length)}`;
  }
  return tidy(out);
}

/** Trims separators and empty brackets left at either end or doubled in the middle. */
export function tidy(text: string): string {
  return text
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s*([|·•])\s*(?=[|·•]|$)/g, ' ')
    .replace(/^[\s,;:|·•–—-]+|[\s,;:|·•–—-]+$/g, '')
    .trim();
}
