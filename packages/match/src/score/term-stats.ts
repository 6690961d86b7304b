import termStats from '../../data/term-stats.json' with { type: 'json' };

// Document frequencies derived from resumes and postings (see `eval/derive-term-stats.ts`):
// figures only, no text. A word the statistics never saw is as rare as the rarest.

interface TermStats {
  documents: number;
  df: Record<string, number>;
}

// Imported, so the API's bundle carries the figures.
const stats = termStats as TermStats;

/** Inverse document frequency of a similarity word. */
export function idf(word: string): number {
  const { documents, df } = stats;
  return Math.log((documents + 1) / ((df[word] ?? 0) + 1)) + 1;
}
