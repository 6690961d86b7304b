import { confirmableCategories } from '@resumio/contract/enhancement';
import type { Resume } from '@resumio/resume-model';
import type { MissingRequirement } from '../types.ts';
import { KEY_SKILLS_GROUP } from './apply-changes.ts';

const CONFIRMABLE = new Set<string>(confirmableCategories);
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The resume with the missing requirements the user confirmed having, each where a reader looks
 * for such a thing: skills and tools in a "Key skills" group, a language under languages, a
 * certification under certificates. Only terms of this tailoring's missing list are added, so a
 * request cannot write free text into the resume; the input is not modified.
 */
export function addConfirmed(
  resume: Resume,
  missing: readonly MissingRequirement[],
  confirmed: Iterable<string>,
): Resume {
  const wanted = [...confirmed];
  const chosen = missing.filter(
    (m) => CONFIRMABLE.has(m.category) && wanted.some((term) => same(term, m.term)),
  );
  if (chosen.length === 0) return resume;
  const doc = structuredClone(resume);
  for (const m of chosen) {
    if (m.category === 'language') {
      const languages = (doc.languages ??= []) as { language?: string }[];
      if (!languages.some((l) => typeof l.language === 'string' && same(l.language, m.term)))
        languages.push({ language: m.term });
    } else if (m.category === 'certification') {
      const certificates = (doc.certificates ??= []) as { name?: string }[];
      if (!certificates.some((c) => typeof c.name === 'string' && same(c.name, m.term)))
        certificates.push({ name: m.term });
    } else {
      const skills = (doc.skills ??= []) as { name?: string; keywords?: string[] }[];
      let group = skills.find((g) => g.name === KEY_SKILLS_GROUP);
      if (!group) {
        group = { name: KEY_SKILLS_GROUP, keywords: [] };
        skills.push(group);
      }
      group.keywords ??= [];
      if (Array.isArray(group.keywords) && !group.keywords.some((k) => same(k, m.term)))
        group.keywords.push(m.term);
    }
  }
  return doc;
}
