// What the set allows a matcher to reach: rankings from the annotators' own requirements, to read
// the engine's figures against. Informational; no target.
import type { RealSet } from './load-corpus.ts';
import { pairwise, words } from './measures.ts';
import { TfIdfBaseline, resumeText } from './tfidf.ts';

export interface Ceiling {
  what: string;
  ranking: number;
  strongOverPartial: number;
}

const contains = (hay: string[], needle: string[]): boolean => {
  if (needle.length === 0 || needle.length > hay.length) return false;
  for (let i = 0; i + needle.length <= hay.length; i++)
    if (needle.every((w, k) => hay[i + k] === w)) return true;
  return false;
};

export function ceilings(set: RealSet): Ceiling[] {
  const postings = new Map(set.postings.map((p) => [p.id, p]));
  const baseline = new TfIdfBaseline([
    ...set.postings.map((p) => p.text),
    ...[...set.resumes.values()].map(resumeText),
  ]);
  const rows = set.pairs.map((pair) => {
    const posting = postings.get(pair.posting)!;
    const text = resumeText(set.resumes.get(pair.resume)!);
    const have = words(text);
    const n = Math.max(1, posting.mustHave.length);
    // Perfect extraction, word-for-word search: a must-have counts when its term or a synonym
    // the annotators gave appears in the resume.
    const literal =
      posting.mustHave.filter((m) => [m.term, ...m.synonyms].some((v) => contains(have, words(v))))
        .length / n;
    return {
      ...pair,
      score: 0,
      baseline: 0,
      summary: '',
      literal,
      judged: (pair.shown + 0.5 * pair.inferable) / n,
      cosine: baseline.cosine(text, posting.text),
    };
  });
  type Row = (typeof rows)[number];
  const ceiling = (what: string, f: (r: Row) => number): Ceiling => ({
    what,
    ranking: pairwise(rows, f as never),
    strongOverPartial: pairwise(rows, f as never, [2, 1]),
  });
  return [
    ceiling('annotated must-haves, found word for word', (r) => r.literal),
    ceiling('the same + TF-IDF cosine', (r) => r.literal + r.cosine),
    ceiling("annotators' judgements (inferable half)", (r) => r.judged),
    ceiling("annotators' judgements + TF-IDF cosine", (r) => r.judged + r.cosine),
  ];
}
