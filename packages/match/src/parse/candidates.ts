import { type TaggedToken, tagText } from '../nlp/wink.ts';
import { normalizeToken } from '../text/tokenize.ts';
import { GENERIC_NOUNS, QUALIFIERS } from './stop-words.ts';

export interface Candidate {
  /** Normalised tokens joined by spaces: the phrase's identity. */
  norm: string;
  surface: string;
  line: number;
  /** A name (proper noun or acronym) rather than a common noun. */
  proper: boolean;
}

const NOUNISH = new Set(['NOUN', 'PROPN', 'ADJ']);
// Words that open the object of a skill: "experience with X", "knowledge of X".
const SKILL_LEAD =
  /^(experience|experienced|knowledge|proficiency|proficient|familiarity|familiar|expertise|skilled|skill|background|understanding|fluency|competency|trained|training|certification|certified|exposure|command)$/i;
const SKILL_PREP = /^(with|in|of|using|on)$/i;

/**
 * Noun phrases from POS tags: runs of adjectives and nouns that end in a noun, with hyphenated
 * words kept together, leading qualifiers ("strong", "proven") dropped.
 */
function nounPhrases(tokens: TaggedToken[]): { start: number; end: number }[] {
  const phrases: { start: number; end: number }[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!NOUNISH.has(tokens[i]!.pos)) {
      i++;
      continue;
    }
    let j = i;
    while (j < tokens.length && tokens[j]!.line === tokens[i]!.line) {
      const t = tokens[j]!;
      if (NOUNISH.has(t.pos)) j++;
      else if (t.value === '-' && tokens[j + 1] && NOUNISH.has(tokens[j + 1]!.pos)) j += 2;
      else break;
    }
    let end = j;
    while (end > i && tokens[end - 1]!.pos === 'ADJ') end--;
    let start = i;
    while (start < end && QUALIFIERS.has(tokens[start]!.value.toLowerCase())) start++;
    if (end > start) phrases.push({ start, end });
    i = Math.max(j, i + 1);
  }
  return phrases;
}

function phraseText(tokens: TaggedToken[], start: number, end: number): string {
  let out = '';
  for (let k = start; k < end; k++) {
    const v = tokens[k]!.value;
    out += k === start || v === '-' || tokens[k - 1]!.value === '-' ? v : ` ${v}`;
  }
  return out;
}

/** A plural read as its singular ("tools" as "tool"). */
const singular = (w: string) =>
  w.length > 4 && w.endsWith('ies')
    ? `${w.slice(0, -3)}y`
    : w.length > 3 && /[^s]s$/.test(w)
      ? w.slice(0, -1)
      : w;
const isGenericNoun = (w: string) => GENERIC_NOUNS.has(w) || GENERIC_NOUNS.has(singular(w));

function isGeneric(words: string[]): boolean {
  const head = words[words.length - 1]!;
  return (
    isGenericNoun(head) ||
    words.every((w) => isGenericNoun(w) || QUALIFIERS.has(w) || w === '-') ||
    words.some((w) => /^\d/.test(w)) ||
    words.join('').length < 3
  );
}

export interface CandidateInput {
  text: string;
  /** Lines whose phrases may count: not under an ignored heading. */
  activeLines: Set<number>;
  /** Lines of bullets under a requirements heading. */
  requirementLines: Set<number>;
}

/**
 * Terms outside the dictionary: noun phrases the posting names twice or more, and the object of
 * "experience with …", "knowledge of …" or a bare phrase bullet under a requirements heading.
 */
export function findCandidates(input: CandidateInput): Candidate[] {
  // Only lines that may count are tagged; the others become empty lines, so numbering holds.
  const text = input.text
    .split('\n')
    .map((line, i) => (input.activeLines.has(i) ? line : ''))
    .join('\n');
  const tokens = tagText(text);
  const wordsOnLine = new Map<number, number>();
  for (const t of tokens)
    if (t.pos !== 'PUNCT') wordsOnLine.set(t.line, (wordsOnLine.get(t.line) ?? 0) + 1);
  const counts = new Map<string, Candidate[]>();
  const listed = new Set<string>();
  for (const { start, end } of nounPhrases(tokens)) {
    const line = tokens[start]!.line;
    if (!input.activeLines.has(line)) continue;
    if (end - start > 4) continue;
    const words = tokens.slice(start, end).map((t) => t.value.toLowerCase());
    if (isGeneric(words)) continue;
    const surface = phraseText(tokens, start, end);
    const norm = words
      .filter((w) => w !== '-')
      .map(normalizeToken)
      .join(' ');
    const proper = tokens
      .slice(start, end)
      .some((t) => t.pos === 'PROPN' || /^[A-Z][A-Z0-9]+$/.test(t.value));
    const candidate = { norm, surface, line, proper };
    const seen = counts.get(norm);
    if (seen) seen.push(candidate);
    else counts.set(norm, [candidate]);
    if (!input.requirementLines.has(line)) continue;
    const lead = tokens[start - 1];
    const leadWord = tokens[start - 2];
    const afterSkillWord =
      lead && SKILL_PREP.test(lead.value) && leadWord && SKILL_LEAD.test(leadWord.value);
    const wholeBullet = wordsOnLine.get(line) === end - start;
    if (afterSkillWord || wholeBullet) listed.add(norm);
  }
  const out: Candidate[] = [];
  for (const [norm, list] of counts) {
    const first = list[0]!;
    // A repeated single common noun ("patients", "students") is the posting's subject, not a skill.
    const repeated = list.length >= 2 && (norm.includes(' ') || first.proper);
    if (repeated || listed.has(norm)) out.push(first);
  }
  return out;
}
