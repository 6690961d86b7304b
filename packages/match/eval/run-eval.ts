// `npm run eval:ai`: first the real-world development set (`../shared/corpus/ai-dev`, or
// RESUMIO_AI_DEV_DIR), read at run time, next to a TF-IDF baseline on the same pairs; then the
// team's own set (the unit tests' fixtures): parser recall and precision, ranking, fabrication
// after tailoring, score lift and latency. Set EVAL_VERBOSE=1 for per-pair scores and the
// parser's misses, EVAL_SPLIT=dev or EVAL_SPLIT=held-out for one split of the team's set.
// --strict exits non-zero when a target of the real set or a latency budget is missed, or when
// the real set is not there.
import { match, tailor } from '../src/index.ts';
import { printTable } from './print-table.ts';
import { printReal } from './real/print-real.ts';
import { SPLITS, type Split, loadResume } from './data/index.ts';
import {
  NOW,
  type PairResult,
  parserScore,
  percentile,
  rankingAccuracy,
  scorePairs,
} from './metrics.ts';

const verbose = process.env['EVAL_VERBOSE'] === '1';
const only = process.env['EVAL_SPLIT'];
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

interface Row {
  metric: string;
  target: string;
  values: string[];
  pass: boolean[];
}

const strict = process.argv.includes('--strict');
const realPassed = printReal(verbose);
console.log("\n## The team's own set (unit-test fixtures)\n");

const all: Split = {
  name: 'all',
  postings: SPLITS.flatMap((s) => s.postings),
  pairs: SPLITS.flatMap((s) => s.pairs),
};
const splits = only ? SPLITS.filter((s) => s.name === only) : [...SPLITS, all];
const rows: Row[] = [];
const add = (metric: string, target: string, values: string[], pass: boolean[]) =>
  rows.push({ metric, target, values, pass });

const parser = splits.map(parserScore);
const pairs = splits.map(scorePairs);

const recall = parser.map((p) => p.truePositives / p.annotated);
const precision = parser.map((p) => p.truePositives / p.predicted);
add(
  'required-term recall',
  '≥ 90%',
  recall.map(pct),
  recall.map((x) => x >= 0.9),
);
add(
  'required-term precision',
  '≥ 75%',
  precision.map(pct),
  precision.map((x) => x >= 0.75),
);
const ranking = pairs.map((r) => rankingAccuracy(r, (x) => x.score));
const baseline = pairs.map((r) => rankingAccuracy(r, (x) => x.baseline));
add(
  'ranking accuracy (engine)',
  '≥ 90%',
  ranking.map(pct),
  ranking.map((x) => x >= 0.9),
);
add(
  'ranking accuracy (cosine baseline)',
  '< engine',
  baseline.map(pct),
  baseline.map((x, i) => x < ranking[i]!),
);
const fabricated = pairs.map((r) => r.reduce((s, x) => s + x.fabricated.length, 0));
add(
  'fabricated terms after tailoring',
  '0',
  fabricated.map(String),
  fabricated.map((x) => x === 0),
);
const meanLift = (r: PairResult[], fits: string[]) => {
  const l = r.filter((x) => fits.includes(x.fit)).map((x) => x.scoreAfter - x.score);
  return l.reduce((s, x) => s + x, 0) / Math.max(1, l.length);
};
const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;
const lift = pairs.map((r) => meanLift(r, ['strong', 'partial']));
// Presentation is capped (decision 037), so tailoring lifts a score a few points at most: shown,
// no longer a target.
add(
  'score lift, strong + partial',
  '',
  lift.map(signed),
  lift.map(() => true),
);
const strongLift = pairs.map((r) => meanLift(r, ['strong']));
add(
  '  of which strong',
  '',
  strongLift.map(signed),
  strongLift.map(() => true),
);
const partialLift = pairs.map((r) => meanLift(r, ['partial']));
add(
  '  of which partial',
  '',
  partialLift.map(signed),
  partialLift.map(() => true),
);
const ceiling = pairs.map((r) => {
  const l = r.filter((x) => x.fit !== 'poor').map((x) => x.presentationCeiling - x.score);
  return l.reduce((s, x) => s + x, 0) / Math.max(1, l.length);
});
add(
  '  ceiling: presentation at 100',
  '',
  ceiling.map(signed),
  ceiling.map(() => true),
);
add(
  'postings / pairs',
  '',
  splits.map((s, i) => `${s.postings.length} / ${pairs[i]!.length}`),
  splits.map(() => true),
);

// Latency, warm (the NLP model is loaded): each pair five times. "New posting" changes the
// posting's text on every run, so nothing parsed before is reused.
let run = 0;
const latency = splits.map((split) => {
  const times = { match: [] as number[], tailor: [] as number[], fresh: [] as number[] };
  for (let round = 0; round < 5; round++) {
    for (const pair of split.pairs) {
      const resume = loadResume(pair.resume);
      const posting = split.postings.find((p) => p.id === pair.posting)!;
      if (!resume) continue;
      const job = {
        jobDescription: posting.text,
        jobTitle: posting.title,
        company: posting.company,
      };
      let t = performance.now();
      match(resume, job, { now: NOW });
      times.match.push(performance.now() - t);
      t = performance.now();
      tailor(resume, job, { now: NOW });
      times.tailor.push(performance.now() - t);
      const fresh = { ...job, jobDescription: `${job.jobDescription}\n${++run}` };
      t = performance.now();
      tailor(resume, fresh, { now: NOW });
      times.fresh.push(performance.now() - t);
    }
  }
  return {
    match: percentile(times.match, 95),
    tailor: percentile(times.tailor, 95),
    fresh: percentile(times.fresh, 95),
  };
});
const ms = (key: 'match' | 'tailor' | 'fresh', budget: number) =>
  [latency.map((l) => l[key].toFixed(1)), latency.map((l) => l[key] <= budget)] as const;
const teamRows = rows.length;
add('match p95 (ms)', '≤ 30', ...ms('match', 30));
add('tailor p95 (ms)', '≤ 80', ...ms('tailor', 80));
add('tailor p95, new posting (ms)', '≤ 80', ...ms('fresh', 80));

const header = ['metric', ...splits.map((s) => s.name), 'target'];
const table = rows.map((r) => [
  r.metric,
  ...r.values.map((v, i) => `${v}${r.pass[i] ? '' : ' ✗'}`),
  r.target,
]);
printTable(header, table);

if (verbose) {
  splits.forEach((split, i) => {
    console.log(`\n## ${split.name}: pairs (score / after / cosine)`);
    for (const r of pairs[i]! as PairResult[]) {
      console.log(
        `${r.posting.padEnd(28)} ${r.resume.padEnd(20)} ${r.fit.padEnd(8)} ${String(r.score).padStart(3)} ${String(r.scoreAfter).padStart(4)} ${String(r.baseline).padStart(4)}${r.fabricated.length ? `  FABRICATED ${r.fabricated.join('; ')}` : ''}`,
      );
    }
    console.log(`\nparser misses: ${parser[i]!.misses.join(', ')}`);
    console.log(`parser extras: ${parser[i]!.extras.join(', ')}`);
  });
}
// A report by default; with --strict (for CI) a missed target of the real set or a latency
// budget fails the run. The team's own figures are tuned on those very examples: shown, not gated.
const failed = !realPassed || rows.slice(teamRows).some((r) => r.pass.some((p) => !p));
if (rows.some((r) => r.pass.some((p) => !p))) console.log('\n✗ marks a missed target.');
process.exitCode = failed && strict ? 1 : 0;
