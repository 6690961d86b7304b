// The plain bag-of-words baseline the engine is measured against: term-frequency vectors of the
// whole resume text and the whole posting, compared by cosine.
import type { Resume } from '@resumio/resume-model';
import { resumeStrings } from '../guard/resume-facts.ts';
import { tokenize } from '../text/tokenize.ts';

function vector(text: string): Map<string, number> {
  const v = new Map<string, number>();
  for (const t of tokenize(text)) v.set(t.norm, (v.get(t.norm) ?? 0) + 1);
  return v;
}

export function cosineSimilarity(a: string, b: string): number {
  const va = vector(a);
  const vb = vector(b);
  let dot = 0;
  for (const [k, x] of va) dot += x * (vb.get(k) ?? 0);
  const norm = (v: Map<string, number>) =>
    Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
  const denominator = norm(va) * norm(vb);
  return denominator === 0 ? 0 : dot / denominator;
}

/** Baseline score 0–100 of a resume for a posting. */
export function cosineScore(resume: Resume, jobDescription: string): number {
  return Math.round(100 * cosineSimilarity(resumeStrings(resume).join('\n'), jobDescription));
}
