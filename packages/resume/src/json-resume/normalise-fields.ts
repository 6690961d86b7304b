import { isEmail, isUri } from '../model/fields.ts';
import { parsePartialDate } from '../model/partial-date.ts';
import { monthFromName } from './month-names.ts';
import { FORMATTED_FIELDS, type PlainObject, objectsAt } from './field-formats.ts';

export interface ImportIssue {
  path: string;
  message: string;
}

// "Until now" as people write it in the languages resumes are most often written in.
const ONGOING_WORDS = [
  'present',
  'current',
  'currently',
  'now',
  'ongoing',
  'today',
  'to date',
  'till date',
  '-',
  '–',
  "aujourd'hui",
  'aujourd’hui',
  'actuel',
  'présent',
  'heute',
  'jetzt',
  'aktuell',
  'presente',
  'actualidad',
  'actual',
  'atual',
  'atualmente',
  'oggi',
  'heden',
  'nu',
  'obecnie',
  'teraz',
  'сейчас',
  'настоящее время',
  'по настоящее время',
  'н.в.',
  '至今',
  '现在',
  '現在',
  '현재',
];
const ONGOING = new Set(ONGOING_WORDS);

/** Whether a date field says the entry has not ended. */
export function isOngoingDate(raw: string): boolean {
  return ONGOING.has(raw.trim().toLowerCase());
}

function pad(value: string): string {
  return value.padStart(2, '0');
}

function yearMonth(year: string, month: number | string): string | undefined {
  const candidate = `${year}-${pad(String(month))}`;
  return parsePartialDate(candidate) ? candidate : undefined;
}

/** Dates as other tools write them, turned into the schema's partial dates where unambiguous. */
export function repairDate(raw: string): string | undefined {
  const value = raw.trim();
  if (parsePartialDate(value)) return value;
  const iso = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?(?:[T ].*)?$/.exec(value);
  const slashed = /^(\d{4})[/.](\d{1,2})(?:[/.](\d{1,2}))?$/.exec(value);
  const parts = iso ?? slashed;
  if (parts) {
    const candidate = [parts[1], pad(parts[2] ?? ''), parts[3] ? pad(parts[3]) : undefined]
      .filter(Boolean)
      .join('-');
    return parsePartialDate(candidate) ? candidate : undefined;
  }
  // Month first with a four-digit year (MM/YYYY, MM-YYYY, MM.YYYY) cannot be a day.
  const monthFirst = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(value);
  if (monthFirst) return yearMonth(monthFirst[2]!, monthFirst[1]!);
  const named = /^(\p{L}+\.?)[\s,]+(\d{4})$/u.exec(value);
  const month = named ? monthFromName(named[1]!) : undefined;
  if (named && month !== undefined) return yearMonth(named[2]!, month);
  return undefined;
}

/** Bare domains gain https://, and non-ASCII characters are percent-encoded. */
export function repairUrl(raw: string): string | undefined {
  const value = raw.trim();
  if (isUri(value)) return value;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  if (!/^https?:\/\/[^\s/]+\.[^\s/]+/i.test(withScheme) && !/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    return undefined;
  }
  try {
    const href = new URL(withScheme).href;
    // WHATWG adds a slash to bare origins; keep the user's form when they wrote none.
    const normalised = withScheme.endsWith('/') ? href : href.replace(/\/$/, '');
    return isUri(normalised) ? normalised : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Repairs the fields the official schema constrains, in place, reporting each change. Values
 * that are already valid are never touched, so valid files import unchanged.
 */
export function normaliseFormattedFields(document: PlainObject): ImportIssue[] {
  const warnings: ImportIssue[] = [];
  for (const { path, field, kind } of FORMATTED_FIELDS) {
    for (const { node, where } of objectsAt(document, path)) {
      const raw = node[field];
      if (typeof raw !== 'string' || raw === '') continue;
      const at = where ? `${where}.${field}` : field;
      const trimmed = raw.trim();
      if (kind === 'date' && isOngoingDate(trimmed)) {
        delete node[field];
        warnings.push({ path: at, message: `"${raw}" read as an ongoing date` });
        continue;
      }
      const repaired =
        kind === 'date'
          ? repairDate(raw)
          : kind === 'url'
            ? repairUrl(raw)
            : isEmail(trimmed)
              ? trimmed
              : undefined;
      if (repaired === raw) continue;
      if (repaired !== undefined) {
        node[field] = repaired;
        warnings.push({ path: at, message: `"${raw}" changed to "${repaired}"` });
      } else {
        delete node[field];
        warnings.push({ path: at, message: `"${raw}" is not a valid ${kind} and was left out` });
      }
    }
  }
  return warnings;
}
