import type { TailorChange } from '@resumio/contract/enhancement';

const GIST_MAX = 48;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > GIST_MAX ? `${flat.slice(0, GIST_MAX - 1).trimEnd()}…` : flat;
}

/**
 * What a proposal puts in the copy, in a few words: the added skill, the new wording, or the item
 * a reorder puts first. Several proposals often share a kind and a place (six skills added to
 * one group), so the kind and place alone would give their cards and buttons the same name.
 */
export function proposalGist(change: TailorChange): string {
  if (typeof change.after === 'string') return `“${shorten(change.after)}”`;
  const before = Array.isArray(change.before) ? change.before : [];
  const added = change.after.filter((item) => !before.includes(item));
  if (added.length > 0) return added.map((item) => `“${shorten(item)}”`).join(', ');
  const first = change.after[0];
  return first === undefined ? '' : `“${shorten(first)}” first`;
}

/** The accessible name of a proposal: kind, place and gist, e.g. "Skill added…, Skills: Kubernetes". */
export function proposalName(kindLabel: string, where: string, change: TailorChange): string {
  const gist = proposalGist(change);
  return gist ? `${kindLabel}, ${where}: ${gist}` : `${kindLabel}, ${where}`;
}
