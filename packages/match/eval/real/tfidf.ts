// The plain baseline on the real set: TF-IDF vectors of the whole resume and the whole posting
// (document frequencies over the set's own postings and resumes), compared by cosine.
import type { Resume } from '@resumio/resume-model';
import { resumeStrings } from '../../src/guard/resume-facts.ts';

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .match(/[\p{L}\p{N}][\p{L}\p{N}+#]*/gu) ?? [];

export class TfIdfBaseline {
  private readonly df = new Map<string, number>();
  private readonly docs: number;

  constructor(texts: string[]) {
    this.docs = texts.length;
    for (const text of texts)
      for (const w of new Set(words(text))) this.df.set(w, (this.df.get(w) ?? 0) + 1);
  }

  private vector(text: string): Map<string, number> {
    const tf = new Map<string, number>();
    for (const w of words(text)) tf.set(w, (tf.get(w) ?? 0) + 1);
    for (const [w, n] of tf)
      tf.set(w, n * Math.log((1 + this.docs) / (1 + (this.df.get(w) ?? 0)) + 1));
    return tf;
  }

  cosine(a: string, b: string): number {
    const va = this.vector(a);
    const vb = this.vector(b);
    let dot = 0;
    for (const [k, x] of va) dot += x * (vb.get(k) ?? 0);
    const norm = (v: Map<string, number>) =>
      Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
    const d = norm(va) * norm(vb);
    return d === 0 ? 0 : dot / d;
  }
}

export const resumeText = (resume: Resume): string => resumeStrings(resume).join('\n');
