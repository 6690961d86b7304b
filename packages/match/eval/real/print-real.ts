// Prints the real set's table; false when a target is missed or the set is not there.
import { corpusDir, loadRealSet } from './load-corpus.ts';
import { realReport } from './report-real.ts';
import { printTable } from '../print-table.ts';
import { ceilings } from './ceilings.ts';

export function printReal(verbose: boolean): boolean {
  const set = loadRealSet();
  if (!set) {
    console.log(`Real-world development set not found at ${corpusDir()} (set RESUMIO_AI_DEV_DIR).`);
    return false;
  }
  const { rows, pairs, keywords } = realReport(set);
  console.log(
    `## Real-world development set (${set.postings.length} postings, ${pairs.length} pairs)\n`,
  );
  const header = ['metric', 'engine', 'TF-IDF cosine', 'target'];
  const table = rows.map((r) => [
    r.metric,
    `${r.engine}${r.pass ? '' : ' ✗'}`,
    r.baseline,
    r.target,
  ]);
  printTable(header, table);
  console.log("\n### What the set allows (rankings from the annotators' own requirements)\n");
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  printTable(
    ['scored by', 'pairwise ranking', 'strong over partial'],
    ceilings(set).map((c) => [c.what, pct(c.ranking), pct(c.strongOverPartial)]),
  );
  if (verbose) {
    console.log('\n## real set: pairs (label, score, TF-IDF ×100, band)');
    for (const p of pairs)
      console.log(
        `${p.posting} ${p.resume} ${p.label} ${String(p.score).padStart(3)} ${p.baseline.toFixed(1).padStart(5)}  ${p.summary.split(' (')[0]}`,
      );
    const list = (name: string, items: string[]) => console.log(`\n${name}: ${items.join(' | ')}`);
    list(
      'must-haves missed',
      keywords.flatMap((k) => k.misses),
    );
    list(
      'required keywords not a must-have',
      keywords.flatMap((k) => k.extras),
    );
    list(
      'from boilerplate',
      keywords.flatMap((k) => k.boilerplate),
    );
    list(
      'hiring company',
      keywords.flatMap((k) => k.employer),
    );
  }
  return rows.every((r) => r.pass);
}
