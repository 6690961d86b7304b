import { countWords } from '@resumio/contract/cover-letters';
import { splitSentences } from './split-sentences.ts';

// A shorter paragraph keeps what proves something: its first sentence and any sentence with a
// figure, then others in order while they fit in about two thirds of the words.
const KEEP_SHARE = 0.65;

/** The paragraph in fewer words, made of its own sentences (nothing is reworded). */
export function shorten(text: string): string {
  const sentences = splitSentences(text);
  if (sentences.length <= 1) return dropTrailingClause(text);
  const budget = Math.max(1, Math.floor(countWords(text) * KEEP_SHARE));
  const keep = new Set<number>([0]);
  let total = countWords(sentences[0]!);
  const ranked = sentences
    .map((s, i) => ({ i, figure: /\d/.test(s) }))
    .slice(1)
    .sort((a, b) => Number(b.figure) - Number(a.figure) || a.i - b.i);
  for (const { i } of ranked) {
    const words = countWords(sentences[i]!);
    if (total + words > budget) continue;
    keep.add(i);
    total += words;
  }
  return sentences.filter((_, i) => keep.has(i)).join(' ');
}

// One long sentence: keep the part before its last comma-joined clause, if that leaves a sentence.
function dropTrailingClause(text: string): string {
  const trimmed = text.trim();
  const cut = trimmed.lastIndexOf(', ');
  if (cut < 0 || countWords(trimmed.slice(0, cut)) < 6 || /\d/.test(trimmed.slice(cut)))
    return trimmed;
  return `${trimmed.slice(0, cut)}.`;
}
