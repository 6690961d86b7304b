import { SALARY_MAX, type JobFields } from '@resumio/contract/jobs';

export interface ParsedSalary {
  min: number;
  max: number;
  currency: string | null;
  period: JobFields['salaryPeriod'] | null;
}

const SYMBOLS: [RegExp, string][] = [
  [/CA\$|C\$/, 'CAD'],
  [/A\$|AU\$/, 'AUD'],
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/₹/, 'INR'],
  [/¥/, 'JPY'],
  [/\$/, 'USD'],
];
const CODE = /\b([A-Z]{3})\b/;
const NUMBER = /(\d+(?:[,. ]\d{3})*(?:\.\d+)?)\s*([kKmM])?(?![a-zA-Z])/g;

/** An ISO 4217 code written out, or the one a symbol stands for. */
export function currencyOf(text: string): string | null {
  const code = CODE.exec(text)?.[1];
  if (code) return code;
  return SYMBOLS.find(([symbol]) => symbol.test(text))?.[1] ?? null;
}

function periodOf(text: string): ParsedSalary['period'] {
  if (/\b(?:hourly|per\s*hour|an\s*hour)\b|\/\s*(?:hr|h|hour)\b/i.test(text)) return 'hour';
  if (/\b(?:monthly|per\s*month)\b|\/\s*(?:mo|month)\b/i.test(text)) return 'month';
  if (
    /\b(?:yearly|annual(?:ly)?|per\s*(?:year|annum)|a\s*year|p\.?a)\b|\/\s*(?:yr|year)\b/i.test(
      text,
    )
  )
    return 'year';
  return null;
}

// "120,000" and "120.000" are thousands; "62.5" is a decimal.
function amount(digits: string, suffix: string | undefined): number {
  const plain =
    /[,. ]\d{3}(?!\d)/.test(digits) && !/\.\d{1,2}$/.test(digits)
      ? digits.replace(/[,. ]/g, '')
      : digits.replace(/[, ]/g, '');
  const scale = suffix ? (suffix.toLowerCase() === 'k' ? 1_000 : 1_000_000) : 1;
  return Math.round(Number(plain) * scale);
}

/**
 * A salary as people write it: "$120,000 - $150,000", "120k–150k USD", "€60k", "45/hr". One figure
 * is both bounds; "100-120k" reads as 100k to 120k. Undefined when no figure is readable or a
 * figure is beyond what the tracker stores.
 */
export function parseSalary(text: string): ParsedSalary | undefined {
  const matches = [...text.matchAll(NUMBER)].slice(0, 2);
  if (matches.length === 0) return undefined;
  let figures = matches.map((m) => amount(m[1]!, m[2]));
  // A range's shared suffix is often written once, on the second figure.
  const [first, second] = matches;
  if (second && !first![2] && second[2] && figures[0]! < 1000) {
    figures = [amount(first![1]!, second[2]), figures[1]!];
  }
  if (figures.some((n) => !Number.isFinite(n) || n > SALARY_MAX)) return undefined;
  const min = Math.min(...figures);
  const max = Math.max(...figures);
  return { min, max, currency: currencyOf(text), period: periodOf(text) };
}
