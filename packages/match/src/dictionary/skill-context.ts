import { normalizeToken } from '../text/tokenize.ts';
import type { TermHit } from './find-terms.ts';

// A common word that is also a skill ("Closing", "Networking", "Excel", "Drive", "R") counts only
// where the text treats it as one: in a list of skills, or after "experience with", "proficiency
// in", "knowledge of" (and their German, French and Spanish forms), or before "skills". Never
// inside an e-mail address or a web address, nor beside another capitalised word that makes it a
// brand ("Surf Excel") or a title.

const CUE_BEFORE =
  /(?:experience|experienced|expertise|proficien\w*|knowledge|skilled|skills?|competen\w*|familiar\w*|background|certified|fluent|fluency|trained|training|kenntnisse|erfahrung|maîtrise|connaissances?|compétences?|expérience|experiencia|conocimientos?|dominio)\s+(?:\w+\s+){0,2}(?:with|in|of|using|on|mit|in|de|d'|en|con)?\s*(?:[\w.+#/-]+\s*,\s*|[\w.+#/-]+\s+(?:and|or|&)\s+){0,4}$/i;
const CUE_AFTER = /^\s*(?:skills?|experience|proficiency|knowledge|expertise|kenntnisse)\b/i;
// A list: the item the term sits in is short (a skills line, a comma-separated list).
const MAX_ITEM_WORDS = 4;

function itemAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const from =
    Math.max(...[',', ';', '|', '•', '·', '\n', ':', '(', '/'].map((c) => before.lastIndexOf(c))) +
    1;
  const stops = [',', ';', '|', '•', '·', '\n', ')', '/', '.']
    .map((c) => after.indexOf(c))
    .filter((i) => i >= 0);
  const to = end + (stops.length > 0 ? Math.min(...stops) : after.length);
  return text.slice(from, to);
}

// Words before a term that make a capitalised pair a skill phrase, not a brand ("MS Excel").
const QUALIFIERS =
  /^(?:MS|Microsoft|Advanced|Basic|Strong|Excellent|Good|Solid|Proven|Expert|Intermediate|Fluent|Native)$/;

/** Whether a hit of a context-bound term reads as the skill in its text. */
export function inSkillContext(text: string, hit: TermHit, listed = false): boolean {
  const spelling = hit.surface.trim();
  // Its other spellings ("closing deals", "golang") are the skill itself.
  if (!hit.entry.skillContext?.includes(normalizeToken(spelling.toLowerCase()))) return true;
  const left = text.slice(Math.max(0, hit.start - 60), hit.start);
  const right = text.slice(hit.end, hit.end + 30);
  // Inside an address: "recruiting@…", "…/networking", "www.…".
  if (/^[\w.+-]*@/.test(right) || /[\w.+-]*@[\w.-]*$/.test(left) || /(?:\/\/|www\.)\S*$/.test(left))
    return false;
  // A brand or a title: another capitalised word right before or after it ("Surf Excel",
  // "Close Up", "Head Office").
  const prev = /(\p{Lu}[\p{L}]*)[ \t]+$/u.exec(left)?.[1];
  const next = /^[ \t]+(\p{Lu}\p{Ll}+)/u.exec(right)?.[1];
  if ((prev && !QUALIFIERS.test(prev)) || (next && !CUE_AFTER.test(right))) return false;
  if (listed || CUE_AFTER.test(right) || CUE_BEFORE.test(left)) return true;
  // A past tense opening a line or sentence is what the writer did ("Supervised a team of 8").
  if (/ed$/.test(spelling) && /(?:^|[\n.!?•*–-])\s*$/.test(left)) return true;
  const words = itemAround(text, hit.start, hit.end).trim().split(/\s+/).filter(Boolean);
  return words.length <= MAX_ITEM_WORDS;
}
