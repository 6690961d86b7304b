import type { Resume } from '@resumio/resume';
import type { ChangeKind, TailorChange } from '../types.ts';
import { getAt, parsePath, setAt } from './paths.ts';

export const KEY_SKILLS_GROUP = 'Key skills';

// Text edits keep every list's length and order, additions only append, and reorders move items
// by their original index: applied in this order, any subset of changes composes.
const PHASE: Record<ChangeKind, number> = {
  'mirror-wording': 0,
  'rewrite-summary': 1,
  'add-skill': 2,
  'reorder-skills': 3,
  'reorder-bullets': 4,
};

function permutation(before: string[], after: string[]): number[] | undefined {
  if (before.length !== after.length) return undefined;
  const used = new Set<number>();
  const perm: number[] = [];
  for (const item of after) {
    const index = before.findIndex((b, i) => b === item && !used.has(i));
    if (index < 0) return undefined;
    used.add(index);
    perm.push(index);
  }
  return perm;
}

function applyOne(doc: Resume, change: TailorChange, originalSkillGroups: number): void {
  switch (change.kind) {
    case 'mirror-wording':
    case 'rewrite-summary': {
      const current = getAt(doc, change.path);
      const before = change.before ?? '';
      if ((current ?? '') !== before || typeof change.after !== 'string') return;
      setAt(doc, change.path, change.after);
      return;
    }
    case 'add-skill': {
      if (typeof change.after !== 'string') return;
      const parts = parsePath(change.path);
      const index = parts[1];
      if (typeof index !== 'number') return;
      doc.skills ??= [];
      const skills = doc.skills as { name?: string; keywords?: string[] }[];
      let group =
        index < originalSkillGroups
          ? skills[index]
          : skills.slice(originalSkillGroups).find((g) => g.name === KEY_SKILLS_GROUP);
      if (!group) {
        group = { name: KEY_SKILLS_GROUP, keywords: [] };
        skills.push(group);
      }
      group.keywords ??= [];
      if (!Array.isArray(group.keywords)) return;
      if (!group.keywords.includes(change.after)) group.keywords.push(change.after);
      return;
    }
    case 'reorder-skills':
    case 'reorder-bullets': {
      const current = getAt(doc, change.path);
      if (!Array.isArray(current) || !Array.isArray(change.before) || !Array.isArray(change.after))
        return;
      const perm = permutation(change.before, change.after);
      if (!perm || current.length < perm.length) return;
      setAt(doc, change.path, [...perm.map((i) => current[i]), ...current.slice(perm.length)]);
      return;
    }
  }
}

/**
 * The resume with the accepted changes applied; the input is not modified. Any subset of a
 * tailoring's changes can be accepted: each one applies on its own or with the others.
 */
export function applyChanges(
  resume: Resume,
  changes: TailorChange[],
  acceptedIds: Iterable<string>,
): Resume {
  const accepted = new Set(acceptedIds);
  const doc = structuredClone(resume);
  const originalSkillGroups = Array.isArray(resume.skills) ? resume.skills.length : 0;
  const chosen = changes
    .map((change, order) => ({ change, order }))
    .filter(({ change }) => accepted.has(change.id))
    .sort((a, b) => PHASE[a.change.kind] - PHASE[b.change.kind] || a.order - b.order);
  for (const { change } of chosen) applyOne(doc, change, originalSkillGroups);
  return doc;
}
