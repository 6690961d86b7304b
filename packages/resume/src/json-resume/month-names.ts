// Languages the resumes people import are most often written in; a name that would mean two
// different months in two of them is left out rather than guessed.
const LOCALES = [
  'en',
  'fr',
  'de',
  'es',
  'pt',
  'it',
  'nl',
  'pl',
  'ru',
  'sv',
  'da',
  'nb',
  'fi',
  'cs',
  'tr',
];

function buildMonthNames(): Map<string, number> {
  const seen = new Map<string, Set<number>>();
  for (const locale of LOCALES) {
    for (const month of ['long', 'short'] as const) {
      // With a day, some languages use the genitive form ("stycznia"), as dates are often written.
      for (const options of [{ month }, { month, day: 'numeric' }] as const) {
        const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
        for (let index = 0; index < 12; index++) {
          const part = format
            .formatToParts(new Date(Date.UTC(2020, index, 15)))
            .find((p) => p.type === 'month');
          const name = part ? normaliseMonthName(part.value) : '';
          if (!name || /^\d+$/.test(name)) continue;
          const months = seen.get(name) ?? new Set<number>();
          months.add(index + 1);
          seen.set(name, months);
        }
      }
    }
  }
  const names = new Map<string, number>();
  for (const [name, months] of seen) if (months.size === 1) names.set(name, [...months][0]!);
  return names;
}

function normaliseMonthName(value: string): string {
  return value.normalize('NFC').toLowerCase().replace(/\.$/, '').trim();
}

let monthNames: Map<string, number> | undefined;

/** The month (1–12) a written month name means, in any of the common resume languages. */
export function monthFromName(value: string): number | undefined {
  monthNames ??= buildMonthNames();
  return monthNames.get(normaliseMonthName(value));
}
