import { type TermEntry, getDictionary } from '../dictionary/index.ts';
import type { EvidenceItem, RequirementResult } from '../score/analyze.ts';
import { sameThing } from './same-thing.ts';
import { inSkillContext } from './skill-context.ts';

/** A list of skills or keywords, where each entry is a skill by its place. */
export const LIST_PATH =
  /^(?:skills\[\d+\]\.(?:keywords\[\d+\]|name)|\w+\[\d+\]\.keywords\[\d+\])$/;

/**
 * The resume's word names the dictionary entry's thing: another spelling of the term or of the
 * entry's name, or a phrase describing a practice ("continuous delivery" for CI/CD). A single
 * name filed under another product ("Unix" under Linux) names something else.
 */
export function namesSame(surface: string, entry: TermEntry, wording: string): boolean {
  if (sameThing(surface, wording) || sameThing(surface, entry.name)) return true;
  // One phrase, not two things joined ("customer satisfaction and retention").
  if (/\s(?:and|or|&)\s/i.test(surface)) return false;
  return entry.category !== 'tool' && /^\p{L}+(?:[\s-]+\p{L}+)+$/u.test(surface.trim());
}

const FUNCTION_WORDS =
  /^(?:with|of|to|for|in|on|at|by|and|or|the|a|an|from|as|into|that|which|who|is|are|was|were)$/i;

/** A phrase that names a thing: no function word at either end, no opening verb in "-ed". */
export function nounLike(phrase: string): boolean {
  const words = phrase.trim().split(/\s+/);
  if (words.length === 0 || FUNCTION_WORDS.test(words[0]!) || FUNCTION_WORDS.test(words.at(-1)!))
    return false;
  return !/^\p{L}+ed$/iu.test(words[0]!);
}

/**
 * Whether this evidence proves the requirement well enough to write the posting's word into the
 * resume: the resume's word is the term in another spelling ("Postgres") or a narrower product
 * of it ("Salesforce" for CRM), and it is used as a skill where it stands. "Unix" does not
 * prove Linux, "Surf Excel" does not prove Excel.
 */
export function proves(r: RequirementResult, e: EvidenceItem, wording: string): boolean {
  const { text, path } = e.unit.unit;
  const listEntry = LIST_PATH.test(path);
  const id = r.req.key.startsWith('term:') ? r.req.key.slice('term:'.length) : undefined;
  const { implied } = getDictionary();
  for (const hit of e.unit.hits) {
    const same = id !== undefined && hit.entry.id === id;
    const narrower =
      id !== undefined && !same && (implied.get(hit.entry.id)?.includes(id) ?? false);
    if (!same && !narrower) continue;
    if (same && !namesSame(hit.surface, hit.entry, wording)) continue;
    if (inSkillContext(text, hit.start, hit.end, listEntry)) return true;
  }
  if (id !== undefined) return false;
  // A phrase of the posting's own: its words as written, used as a skill, and a name of a thing
  // ("financial reporting"), not a piece of a sentence ("Partnered with").
  if (!nounLike(wording)) return false;
  const lower = text.toLowerCase();
  for (const surface of e.surfaces) {
    const at = lower.indexOf(surface.toLowerCase());
    if (
      at >= 0 &&
      sameThing(surface, wording) &&
      inSkillContext(text, at, at + surface.length, listEntry)
    )
      return true;
  }
  return false;
}
