import { idf } from './term-stats.ts';
import { similarityWords } from './similarity-words.ts';

// Document-level similarity of a resume to the part of a posting that states the work and the
// requirements: TF-IDF with sublinear term frequency, compared by cosine. It sees every word
// both documents share, so it ranks even when no requirement was recognised by name.

function vector(text: string): Map<string, number> {
  const tf = new Map<string, number>();
  for (const w of similarityWords(text)) tf.set(w, (tf.get(w) ?? 0) + 1);
  const out = new Map<string, number>();
  for (const [w, n] of tf) out.set(w, (1 + Math.log(n)) * idf(w));
  return out;
}

export function documentSimilarity(resumeText: string, postingText: string): number {
  const a = vector(resumeText);
  const b = vector(postingText);
  let dot = 0;
  for (const [w, x] of b) dot += x * (a.get(w) ?? 0);
  const norm = (v: Map<string, number>) =>
    Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
  const d = norm(a) * norm(b);
  return d === 0 ? 0 : dot / d;
}
