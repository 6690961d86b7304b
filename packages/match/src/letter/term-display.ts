import { type TermEntry, getDictionary } from '../dictionary/index.ts';
import { nounLike } from '../tailor/proof.ts';
import { isVerb } from './clause.ts';

// A surface found with words between its two halves ("Reconcile 45 balance sheet accounts") or
// running across a list ("accruals and prepaid") does not read as a name in a sentence; nor does
// one that opens with a verb ("differentiate instruction"): the dictionary's name does.
function cleanSurface(surface: string, aliases: Set<string>): boolean {
  const text = surface.trim();
  if (!text || /\d|[,;:()]/.test(text) || /\s(?:and|or|&)\s/i.test(text)) return false;
  const words = text.split(/\s+/);
  if (words.length > 4 || (words.length > 1 && isVerb(words[0]!.toLowerCase()))) return false;
  // "Partnered with" for teamwork is a piece of a sentence, not a name.
  if (!nounLike(text)) return false;
  return aliases.size === 0 || aliases.has(text.toLowerCase().replace(/\s+/g, ' '));
}

const NO_ALIASES = new Set<string>();
const aliasCache = new WeakMap<TermEntry, Set<string>>();

function aliasesOf(entry: TermEntry): Set<string> {
  let aliases = aliasCache.get(entry);
  if (!aliases) {
    aliases = new Set([
      entry.name.toLowerCase(),
      ...entry.aliases,
      ...entry.exact.map((e) => e.toLowerCase()),
    ]);
    aliasCache.set(entry, aliases);
  }
  return aliases;
}

const PLAIN_WORD = /^(?:[A-Z][a-z]+|[a-z]+)(?:-[A-Za-z][a-z]*)*$/;

/**
 * How a requirement reads mid-sentence, from the resume's own spelling where it is clean, else
 * the dictionary's name. The resume's lower-case spelling wins ("month-end close" over a skills
 * list's "Month-end close"); a single word keeps its capital ("Desmos", "Excel"); a name of
 * several plain words is lowered for everyday skills ("Financial Reporting") but not for tools
 * and technology ("Google Analytics", "React Native").
 */
export function termDisplay(key: string, canonical: string, surfaces: string[]): string {
  const entry = key.startsWith('term:') ? getDictionary().byId.get(key.slice(5)) : undefined;
  const aliases = entry ? aliasesOf(entry) : NO_ALIASES;
  const clean = surfaces
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter((s) => cleanSurface(s, aliases));
  const lower = clean.find((s) => s === s.toLowerCase() && /\p{L}/u.test(s));
  if (lower) return lower;
  const text = clean[0] ?? canonical;
  const words = text.split(' ');
  if (words.length < 2 || !words.every((w) => PLAIN_WORD.test(w))) return text;
  if (key.startsWith('phrase:')) return text.toLowerCase();
  // Exact-case entries ("Excel", "Go") are names; so are tools and technology.
  const named =
    !entry || entry.category !== 'skill' || entry.domain === 'tech' || entry.exact.length > 0;
  return named ? text : text.toLowerCase();
}
