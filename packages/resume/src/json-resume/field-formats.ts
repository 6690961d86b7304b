import type { JsonResumeSectionKey } from '../model/resume.ts';

/**
 * Fields the official schema constrains with a format or pattern, per section. Import repairs
 * them and export drops them when empty, since an empty string fails the official validation.
 */
export const SECTION_DATE_FIELDS: Partial<Record<JsonResumeSectionKey, readonly string[]>> = {
  work: ['startDate', 'endDate'],
  volunteer: ['startDate', 'endDate'],
  education: ['startDate', 'endDate'],
  awards: ['date'],
  certificates: ['date'],
  publications: ['releaseDate'],
  projects: ['startDate', 'endDate'],
};

export const SECTION_URL_FIELDS: Partial<Record<JsonResumeSectionKey, readonly string[]>> = {
  work: ['url'],
  volunteer: ['url'],
  education: ['url'],
  certificates: ['url'],
  publications: ['url'],
  projects: ['url'],
};

export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface LocatedObject {
  node: PlainObject;
  /** Human-readable location such as `work[2]`, for messages. */
  where: string;
}

/** Every object a path names, stepping into arrays: `['basics', 'profiles']` gives each profile. */
export function objectsAt(root: PlainObject, path: readonly string[]): LocatedObject[] {
  let current: { value: unknown; where: string }[] = [{ value: root, where: '' }];
  for (const segment of path) {
    const next: { value: unknown; where: string }[] = [];
    for (const { value, where } of current) {
      if (!isPlainObject(value)) continue;
      const child = value[segment];
      const at = where ? `${where}.${segment}` : segment;
      if (Array.isArray(child))
        child.forEach((item, i) => next.push({ value: item, where: `${at}[${i}]` }));
      else next.push({ value: child, where: at });
    }
    current = next;
  }
  return current.flatMap(({ value, where }) =>
    isPlainObject(value) ? [{ node: value, where }] : [],
  );
}

export interface FormattedField {
  /** Where the objects holding the field are. */
  path: readonly string[];
  field: string;
  kind: 'date' | 'url' | 'email';
}

export const FORMATTED_FIELDS: readonly FormattedField[] = [
  { path: [], field: '$schema', kind: 'url' },
  { path: ['basics'], field: 'email', kind: 'email' },
  { path: ['basics'], field: 'url', kind: 'url' },
  { path: ['basics', 'profiles'], field: 'url', kind: 'url' },
  { path: ['meta'], field: 'canonical', kind: 'url' },
  ...Object.entries(SECTION_DATE_FIELDS).flatMap(([section, fields]) =>
    (fields ?? []).map((field) => ({ path: [section], field, kind: 'date' as const })),
  ),
  ...Object.entries(SECTION_URL_FIELDS).flatMap(([section, fields]) =>
    (fields ?? []).map((field) => ({ path: [section], field, kind: 'url' as const })),
  ),
];
