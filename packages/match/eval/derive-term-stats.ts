// Derives `data/term-stats.json` (document frequencies of similarity words) from the team's own
// fixture postings and resumes and the shared JSON Resume corpus, read in place. Only counts are
// written. Run: node --import tsx packages/match/eval/derive-term-stats.ts
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resumeStrings } from '../src/guard/resume-facts.ts';
import { similarityWords } from '../src/score/similarity-words.ts';
import { CORPUS_DIR, RESUMES, SPLITS } from './data/index.ts';

const texts: string[] = [
  ...SPLITS.flatMap((s) => s.postings.map((p) => p.text)),
  ...Object.values(RESUMES).map((r) => resumeStrings(r).join('\n')),
];
if (existsSync(CORPUS_DIR)) {
  for (const file of readdirSync(CORPUS_DIR).filter((f) => f.endsWith('.json'))) {
    try {
      const doc = JSON.parse(readFileSync(path.join(CORPUS_DIR, file), 'utf8')) as object;
      if ('basics' in doc || 'work' in doc) texts.push(resumeStrings(doc as never).join('\n'));
    } catch {
      // Not a resume (a schema or a fixture of another shape).
    }
  }
}
const df: Record<string, number> = {};
for (const text of texts) for (const w of new Set(similarityWords(text))) df[w] = (df[w] ?? 0) + 1;
// Words seen once carry no more than an unseen word: only the rest is written.
const kept = Object.fromEntries(
  Object.entries(df)
    .filter(([, n]) => n >= 2)
    .sort(([a], [b]) => a.localeCompare(b)),
);
const out = fileURLToPath(new URL('../data/term-stats.json', import.meta.url));
writeFileSync(out, `${JSON.stringify({ documents: texts.length, df: kept })}\n`);
console.log(`${texts.length} documents, ${Object.keys(kept).length} words → ${out}`);
