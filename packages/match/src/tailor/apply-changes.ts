import { KEY_SKILLS_GROUP } from '@resumio/contract/enhancement';
import type { Resume } from '@resumio/resume-model';
import type { ChangeKind, TailorChange } from '../types.ts';
import { getAt, parsePath, setAt } from './paths.ts';

export { KEY_SKILLS_GROUP };

// Text edits keep every list's length and order, additions only insert at a group's front, and
// reorders move the other items by their original index: applied in this order, any subset of
// changes composes.
const PHASE: Record<ChangeKind, number> = {
  'mirror-wording': 0,
  'retitle-headline': 1,
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

/** What the changes applied so far did: skills added at the front of each existing group. */
interface Applied {
  originalSkillGroups: number;
  /** Per `skills[i].keywords`, the keywords added at its front. */
  added: Map<string, string[]>;
}

function applyOne(doc: Resume, change: TailorChange, applied: Applied): void {
  const { originalSkillGroups } = applied;
  switch (change.kind) {
    case 'mirror-wording':
    case 'retitle-headline':
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
      if (!Array.isArray(group.keywords) || group.keywords.includes(change.after)) return;
      // A skill the posting asks for goes to the front of its group, where a reader looks
      // first, after the ones added before it.
      const key = index < originalSkillGroups ? `skills[${index}].keywords` : '';
      const front = applied.added.get(key) ?? [];
      group.keywords.splice(key ? front.length : group.keywords.length, 0, change.after);
      if (key) applied.added.set(key, [...front, change.after]);
      return;
    }
    case 'reorder-skills':
    case 'reorder-bullets': {
      const current = getAt(doc, change.path);
      if (!Array.isArray(current) || !Array.isArray(change.before) || !Array.isArray(change.after))
        return;
      const perm = permutation(change.before, change.after);
      // Added skills stay in front; the group's own keywords move by their original index.
      const front = current.slice(0, applied.added.get(change.path)?.length ?? 0);
      const own = current.slice(front.length);
      if (!perm || own.length < perm.length) return;
      setAt(doc, change.path, [...front, ...perm.map((i) => own[i]), ...own.slice(perm.length)]);
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
  const applied: Applied = { originalSkillGroups, added: new Map() };
  for (const { change } of chosen) applyOne(doc, change, applied);
  return doc;
}
