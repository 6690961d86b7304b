import { countWords } from '@resumio/contract/cover-letters';
import type { Sentence } from './sentences.ts';

export interface LengthRange {
  target: number;
  min: number;
  max: number;
}

/**
 * The sentences the letter keeps, in their reading order: every must-have one, then the others
 * by priority until the body reaches the target, skipping any that would pass the maximum.
 * Fact-free sentences have the lowest priority: they only fill what the resume leaves short.
 */
export function fitLength(sentences: Sentence[], range: LengthRange): Sentence[] {
  const words = sentences.map((s) => countWords(s.text));
  const kept = new Set<number>();
  let total = 0;
  const order = sentences
    .map((s, i) => ({ priority: s.priority, i }))
    .sort((a, b) => a.priority - b.priority || a.i - b.i);
  for (const { priority, i } of order) {
    if (priority > 0 && (total >= range.target || total + words[i]! > range.max)) continue;
    const needs = sentences[i]!.needs;
    if (needs !== undefined && !kept.has(needs)) continue;
    kept.add(i);
    total += words[i]!;
  }
  return sentences.filter((_, i) => kept.has(i));
}
