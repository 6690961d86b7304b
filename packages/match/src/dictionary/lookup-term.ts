import { tokenize } from '../text/tokenize.ts';
import { findTermHits } from './find-terms.ts';
import { getDictionary } from './index.ts';
import type { RequirementCategory } from '../types.ts';

/** The dictionary's canonical entry for a spelling ("k8s" → Kubernetes), if it has one. */
export function lookupTerm(
  text: string,
): { name: string; category: RequirementCategory } | undefined {
  const tokens = tokenize(text);
  const hit = findTermHits(text, tokens).find(
    (h) => h.tokenStart === 0 && h.tokenEnd === tokens.length,
  );
  return hit ? { name: hit.entry.name, category: hit.entry.category } : undefined;
}

export function dictionarySize(): number {
  return getDictionary().entries.length;
}
