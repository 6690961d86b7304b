import { z } from 'zod';

// The official pattern allows years 1000–2999; months and days are checked for real here.
const PARTIAL_DATE_PATTERN = /^([12]\d{3})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/;

export interface PartialDateParts {
  year: number;
  month?: number;
  day?: number;
}

export function parsePartialDate(value: string): PartialDateParts | undefined {
  const match = PARTIAL_DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = match[2] ? Number(match[2]) : undefined;
  const day = match[3] ? Number(match[3]) : undefined;
  if (month !== undefined && day !== undefined) {
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (day > daysInMonth) return undefined;
  }
  return { year, month, day };
}

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
export const partialDateSchema = z
  .string()
  .refine((v) => parsePartialDate(v) !== undefined, 'Use YYYY, YYYY-MM or YYYY-MM-DD');

/** A date field in an entry: a partial date, or empty while the user has not filled it in. */
export const dateField = z.union([z.literal(''), partialDateSchema]);

export type PartialDate = z.infer<typeof partialDateSchema>;
