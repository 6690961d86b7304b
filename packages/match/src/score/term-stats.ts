import { readFileSync } from 'node:fs';

// Document frequencies derived from resumes and postings (see `eval/derive-term-stats.ts`):
// figures only, no text. A word the statistics never saw is as rare as the rarest.

interface TermStats {
  documents: number;
  df: Record<string, number>;
}

let stats: TermStats | undefined;

function load(): TermStats {
  stats ??= JSON.parse(
    readFileSync(new URL('../../data/term-stats.json', import.meta.url), 'utf8'),
  ) as TermStats;
  return stats;
}

/** Inverse document frequency of a similarity word. */
export function idf(word: string): number {
  const { documents, df } = load();
  return Math.log((documents + 1) / ((df[word] ?? 0) + 1)) + 1;
}
