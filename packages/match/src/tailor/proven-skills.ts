import { findTermHits } from '../dictionary/find-terms.ts';
import { getDictionary } from '../dictionary/index.ts';
import type { ResumeTerms } from '../score/resume-terms.ts';
import { tokenize } from '../text/tokenize.ts';
import { LIST_PATH } from './proof.ts';
import { inSkillContext } from './skill-context.ts';

const CLAIMED = new Set(['skill', 'tool']);

/**
 * The skills and tools the resume uses as such somewhere, with the broader terms they show:
 * "Surf Excel" the brand or "close up" the phrase prove no Excel and no Closing.
 */
export function provenSkillIds(terms: ResumeTerms): Set<string> {
  const { implied } = getDictionary();
  const ids = new Set<string>();
  for (const { unit, hits } of terms.units) {
    for (const hit of hits) {
      if (!CLAIMED.has(hit.entry.category)) continue;
      if (!inSkillContext(unit.text, hit.start, hit.end, LIST_PATH.test(unit.path))) continue;
      ids.add(hit.entry.id);
      for (const parent of implied.get(hit.entry.id) ?? []) ids.add(parent);
    }
  }
  return ids;
}

function countById(text: string): Map<string, { surface: string; count: number }> {
  const out = new Map<string, { surface: string; count: number }>();
  for (const hit of findTermHits(text, tokenize(text))) {
    if (!CLAIMED.has(hit.entry.category)) continue;
    const seen = out.get(hit.entry.id);
    out.set(hit.entry.id, { surface: seen?.surface ?? hit.surface, count: (seen?.count ?? 0) + 1 });
  }
  return out;
}

/**
 * Skills a new text names more often than the text it replaces, which the resume never uses as
 * skills: the guard's skill-context test for what tailoring and letters add.
 */
export function unprovenSkills(proven: ReadonlySet<string>, after: string, before = ''): string[] {
  const was = countById(before);
  const out: string[] = [];
  for (const [id, { surface, count }] of countById(after)) {
    if (proven.has(id) || count <= (was.get(id)?.count ?? 0)) continue;
    out.push(surface);
  }
  return out;
}
