import { type PlainObject, isPlainObject, objectsAt } from './field-formats.ts';
import type { ImportLog } from './import-log.ts';
import { repairUrl } from './normalise-fields.ts';

interface LegacyAlias {
  path: readonly string[];
  from: string;
  to: string;
}

// Names JSON Resume 0.x used for fields 1.0 renamed. Files written then are still common; their
// values are copied to the field the product shows, and the legacy field itself stays in the
// document so an export gives back everything the file had.
const ALIASES: readonly LegacyAlias[] = [
  { path: ['work'], from: 'company', to: 'name' },
  { path: ['work'], from: 'website', to: 'url' },
  { path: ['volunteer'], from: 'website', to: 'url' },
  { path: ['publications'], from: 'website', to: 'url' },
  { path: ['education'], from: 'gpa', to: 'score' },
  { path: ['languages'], from: 'level', to: 'fluency' },
  // Common in files written by hand from the work section's pattern.
  { path: ['projects'], from: 'summary', to: 'description' },
  { path: ['references'], from: 'summary', to: 'reference' },
];

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

function readable(value: unknown): value is string | number {
  return (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';
}

function comparableUrl(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');
}

// The personal website is shown as the resume's link; when the file also has one, it becomes a
// profile link rather than disappear.
function mapWebsite(document: PlainObject, log: ImportLog): void {
  const basics = document['basics'];
  if (!isPlainObject(basics) || !readable(basics['website'])) return;
  const website = String(basics['website']).trim();
  if (isBlank(basics['url'])) {
    basics['url'] = website;
    log.add('basics.url', 'filled from the legacy field "website"');
    return;
  }
  if (typeof basics['url'] === 'string' && comparableUrl(basics['url']) === comparableUrl(website))
    return;
  const profiles = Array.isArray(basics['profiles']) ? basics['profiles'] : [];
  const listed = profiles.some(
    (p) =>
      isPlainObject(p) &&
      typeof p['url'] === 'string' &&
      comparableUrl(p['url']) === comparableUrl(website),
  );
  if (listed) return;
  basics['profiles'] = [...profiles, { network: 'Website', url: repairUrl(website) ?? website }];
  log.add('basics.profiles', 'legacy field "website" added as a profile link');
}

/** Copies legacy fields to the fields the product shows, where those are empty. */
export function mapLegacyFields(document: PlainObject, log: ImportLog): void {
  mapWebsite(document, log);
  for (const { path, from, to } of ALIASES) {
    for (const { node, where } of objectsAt(document, path)) {
      if (!readable(node[from]) || !isBlank(node[to])) continue;
      node[to] = node[from];
      log.add(`${where}.${to}`, `filled from the legacy field "${from}"`);
    }
  }
  // A misspelt section name is still the section.
  if (document['volunteers'] !== undefined && document['volunteer'] === undefined) {
    document['volunteer'] = structuredClone(document['volunteers']);
    log.add('volunteer', 'filled from the field "volunteers"');
  }
}
