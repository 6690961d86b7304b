import { DEFAULT_SECTION_TITLES, type Resume } from '@resumio/resume';

type Part = string | number;

/** `work[1].highlights[2]` → ['work', 1, 'highlights', 2]. */
export function parsePath(path: string): Part[] {
  const parts: Part[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    parts.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  }
  return parts;
}

/** A section's reader-facing name: the resume's own title when renamed, else the default. */
export function sectionTitle(section: string, resume?: Resume): string {
  const titles = resume?.resumio?.sections?.titles as
    Record<string, string | undefined> | undefined;
  const key = section === 'basics' ? 'summary' : section;
  const own = titles?.[key]?.trim();
  if (own) return own;
  if (key === 'summary') return 'Summary';
  const known = (DEFAULT_SECTION_TITLES as Record<string, string | undefined>)[section];
  if (known) return known;
  const plain = section.replace(/[-_]+/g, ' ');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function entryName(section: string, entry: Record<string, unknown> | undefined): string {
  if (!entry) return '';
  const join = (...values: unknown[]) => values.map(text).filter(Boolean).join(' at ');
  switch (section) {
    case 'work':
      return join(entry.position, entry.name);
    case 'volunteer':
      return join(entry.position, entry.organization);
    case 'education':
      return join(
        [entry.studyType, entry.area].map(text).filter(Boolean).join(' in '),
        entry.institution,
      );
    case 'awards':
      return text(entry.title);
    case 'languages':
      return text(entry.language);
    default:
      return text(entry.name);
  }
}

const FIELD_WORDS: Record<string, [one: string, all: string]> = {
  highlights: ['bullet', 'bullets'],
  keywords: ['keyword', 'keywords'],
  summary: ['description', 'description'],
  description: ['description', 'description'],
  courses: ['course', 'courses'],
};

/**
 * Where a change or a piece of evidence sits, in words: `work[0].highlights[2]` becomes
 * "Experience · Engineer at Acme · bullet 3", `skills[3].keywords` past the last group becomes
 * "Skills · new “Key skills” group".
 */
export function describePath(path: string, resume?: Resume): string {
  const parts = parsePath(path);
  const [section, index, field, item] = parts;
  if (typeof section !== 'string') return path;
  if (section === 'basics') {
    if (index === 'summary') return sectionTitle('summary', resume);
    if (index === 'label') return 'Headline';
    return 'Header';
  }
  const words = [sectionTitle(section, resume)];
  if (typeof index === 'number') {
    const list = (resume as Record<string, unknown> | undefined)?.[section];
    const entries = Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
    if (section === 'skills' && index >= entries.length) {
      words.push('new “Key skills” group');
      return words.join(' · ');
    }
    const name = entryName(section, entries[index]);
    words.push(name ? (section === 'skills' ? `“${name}”` : name) : `entry ${index + 1}`);
  }
  if (
    typeof field === 'string' &&
    !(section === 'skills' && field === 'keywords' && item === undefined)
  ) {
    const [one, all] = FIELD_WORDS[field] ?? [field, field];
    words.push(typeof item === 'number' ? `${one} ${item + 1}` : all);
  }
  return words.join(' · ');
}

/** Where an added skill goes, for a sentence: "your “Cloud” skills", "a new “Key skills” group". */
export function skillGroupPhrase(path: string, resume?: Resume): string {
  const [, index] = parsePath(path);
  const groups = Array.isArray(resume?.skills) ? resume.skills : [];
  if (typeof index !== 'number' || index >= groups.length) return 'a new “Key skills” group';
  const name = groups[index]?.name?.trim();
  return name ? `your “${name}” skills` : `skills group ${index + 1}`;
}
