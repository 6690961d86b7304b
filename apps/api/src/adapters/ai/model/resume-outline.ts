import type { Resume } from '@resumio/resume';

/**
 * The resume as the model sees it: what it may draw facts from, nothing more. Contact details
 * (name, email, phone, address, links, photo) and Resumio's settings stay on the server; they
 * do not help the wording and need not reach a third party.
 *
 * Entries keep their positions (an emptied entry stays as `{}`), so `work[2]` in a target's path
 * is `work[2]` here.
 */
const SECTION_FIELDS = {
  work: ['name', 'position', 'startDate', 'endDate', 'summary', 'highlights'],
  volunteer: ['organization', 'position', 'startDate', 'endDate', 'summary', 'highlights'],
  projects: ['name', 'roles', 'startDate', 'endDate', 'description', 'highlights', 'keywords'],
  education: ['institution', 'studyType', 'area', 'startDate', 'endDate', 'courses'],
  certificates: ['name', 'issuer', 'date'],
  awards: ['title', 'awarder', 'date'],
  skills: ['name', 'level', 'keywords'],
  languages: ['language', 'fluency'],
} as const;

type Outline = Record<string, unknown>;

export function resumeOutline(resume: Resume): Outline {
  const outline: Outline = {};
  const basics = pick(resume.basics, ['label', 'summary']);
  if (Object.keys(basics).length > 0) outline.basics = basics;
  for (const [section, fields] of Object.entries(SECTION_FIELDS)) {
    const entries: unknown = (resume as Record<string, unknown>)[section];
    if (!Array.isArray(entries) || entries.length === 0) continue;
    outline[section] = entries.map((entry: unknown) => pick(entry, fields));
  }
  return outline;
}

/** The named fields that hold something: non-blank strings, and lists with a non-blank one. */
function pick(value: unknown, fields: readonly string[]): Outline {
  const picked: Outline = {};
  if (typeof value !== 'object' || value === null) return picked;
  const record = value as Record<string, unknown>;
  for (const field of fields) {
    const item = record[field];
    if (typeof item === 'string' && item.trim()) picked[field] = item.trim();
    // Lists keep their blanks: `highlights[3]` must stay the fourth bullet.
    if (Array.isArray(item) && item.some((text) => typeof text === 'string' && text.trim())) {
      picked[field] = item.map((text) => (typeof text === 'string' ? text.trim() : ''));
    }
  }
  return picked;
}
