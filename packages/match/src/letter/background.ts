import type { Resume } from '@resumio/resume-model';

type Loose = Record<string, unknown>;
const str = (value: unknown) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
const entries = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.filter((v): v is Loose => !!v && typeof v === 'object') : [];

const MAX_ITEMS = 6;
const MAX_ITEM_LENGTH = 40;

// A list entry written in sentence case ("Patient care") reads in lower case mid-sentence;
// a single word or anything with capitals inside ("Excel", "NetSuite", "Google Ads") is kept.
function midSentence(item: string): string {
  return /^[A-Z][a-z]+(?:[\s-][a-z]+)+$/.test(item)
    ? item.charAt(0).toLowerCase() + item.slice(1)
    : item;
}

// Each item once, whatever its case ("Spring MVC", "spring mvc").
const clean = (items: string[], said: Set<string>) => {
  const seen = new Set(said);
  return items
    .filter((i) => i && i.length <= MAX_ITEM_LENGTH && !/[.;:!?]/.test(i))
    .filter((i) => !seen.has(i.toLowerCase()) && seen.add(i.toLowerCase()))
    .slice(0, MAX_ITEMS);
};

// How long a skill was used, as exported by job portals ("Agile (10+ years)", "EXCEL (Less than
// 1 year)"): a list in a letter names the skills, not the portal's durations.
const DURATION = /\s*\((?:less than\s+)?\d+\+?\s*(?:years?|yrs?|months?)\)\s*$/i;

/** The resume's skills list entries, as a letter lists them. */
export function skillItems(resume: Resume, said: Set<string>): string[] {
  const items = entries(resume.skills).flatMap((group) => {
    const keywords = Array.isArray(group['keywords']) ? group['keywords'].map(str) : [];
    return (keywords.length > 0 ? keywords : [str(group['name'])]).map((k) =>
      k.replace(DURATION, ''),
    );
  });
  return clean(items.map(midSentence), said);
}

/** The languages the resume lists. */
export function languageItems(resume: Resume): string[] {
  return clean(
    entries(resume.languages).map((l) => str(l['language'])),
    new Set(),
  );
}

/** The titles of the resume's awards. */
export function awardItems(resume: Resume): string[] {
  return clean(
    entries(resume.awards).map((a) => str(a['title'])),
    new Set(),
  ).slice(0, 3);
}
