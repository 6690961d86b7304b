/**
 * `npm run eval:import`: the importer over the real resume files in
 * ../shared/corpus/resume-files (or RESUME_FILES_DIR), scored field by field against what a
 * person read from each file. The files are read where they are, never copied.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseResumeFile } from '../src/index.ts';
import { scoreOne, type FieldScores } from './score.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir =
  process.env.RESUME_FILES_DIR ?? path.resolve(here, '../../../../shared/corpus/resume-files');

if (!existsSync(dir)) {
  console.log(`No resume files at ${dir}; set RESUME_FILES_DIR. Nothing to evaluate.`);
  process.exit(0);
}

const pct = (c: number, t: number) => (t === 0 ? '—' : `${((100 * c) / t).toFixed(1)}%`);

function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

const totals: FieldScores = new Map();
/** The same totals without the files that have no text layer (no OCR: nothing to read there). */
const withText: FieldScores = new Map();
const textless = new Set<string>();
const perFile: string[][] = [];
const groups: Record<string, string[]> = {
  contacts: ['basics.name', 'basics.email', 'basics.phone'],
  'work entries': ['work.recall'],
  dates: ['work.startDate', 'work.endDate', 'work.current'],
  education: ['education.recall'],
  skills: ['skills.recall'],
};
const verbose = process.argv.includes('--verbose');

const files = readdirSync(dir)
  .filter((f) => /^f\d+\.(pdf|docx)$/.test(f))
  .sort();
for (const file of files) {
  const id = file.replace(/\.\w+$/, '');
  const expectedPath = path.join(dir, `${id}.expected.json`);
  if (!existsSync(expectedPath)) continue;
  const expected = JSON.parse(readFileSync(expectedPath, 'utf8')) as Record<string, unknown>;
  const bytes = new Uint8Array(readFileSync(path.join(dir, file)));
  // Timed the second time, as a warm compute thread reads it (the first run pays for loading
  // pdf.js and compiling the parser).
  await parseResumeFile(bytes);
  const started = performance.now();
  const outcome = await parseResumeFile(bytes);
  const ms = performance.now() - started;
  const extractable = (expected.meta as { textExtractable?: unknown } | undefined)?.textExtractable;
  if (extractable === false || extractable === 'no') textless.add(id);
  const got = outcome.kind === 'parsed' ? (outcome.resume as Record<string, unknown>) : {};
  const scores = scoreOne(expected, got);
  for (const [k, [c, t]] of scores) {
    for (const target of textless.has(id) ? [totals] : [totals, withText]) {
      const [C, T] = target.get(k) ?? [0, 0];
      target.set(k, [C + c, T + t]);
    }
  }
  const sum = (keys: string[]) =>
    keys.reduce(
      (acc, k) => {
        const [c, t] = scores.get(k) ?? [0, 0];
        return [acc[0] + c, acc[1] + t] as [number, number];
      },
      [0, 0] as [number, number],
    );
  perFile.push([
    file,
    outcome.kind === 'parsed' ? `${outcome.lineCount}/${outcome.notPlaced.length}` : outcome.kind,
    ...Object.values(groups).map((keys) => {
      const [c, t] = sum(keys);
      return t === 0 ? '—' : `${c}/${t}`;
    }),
    textless.has(id) ? (outcome.kind === 'no-text' ? 'told' : 'NOT TOLD') : '',
    `${ms.toFixed(0)} ms`,
  ]);
  if (verbose)
    console.log(
      id,
      JSON.stringify(got, null, 1),
      outcome.kind === 'parsed' ? outcome.notPlaced : '',
    );
}

console.log(`\nResume import on ${files.length} files in ${dir}\n`);
table(
  ['file', 'lines/not placed', ...Object.keys(groups), 'no text layer', 'time (warm)'],
  perFile,
);
console.log('');
const rows = [...totals.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([k, [c, t]]) => [k, `${c}/${t}`, pct(c, t)]);
const fields = [...totals.entries()].filter(
  ([k, [, t]]) => t > 0 && k !== 'basics.noHallucination',
);
const macro = fields.reduce((n, [, [c, t]]) => n + c / t, 0) / Math.max(1, fields.length);
rows.push(['macro average (fields above but noHallucination)', '', `${(100 * macro).toFixed(1)}%`]);
table(['field', 'correct/total', 'share'], rows);
console.log('');
const group = (keys: string[], from: FieldScores = totals): [number, number] =>
  keys.reduce<[number, number]>(
    (acc, k) => {
      const [c, t] = from.get(k) ?? [0, 0];
      return [acc[0] + c, acc[1] + t];
    },
    [0, 0],
  );
const targets: [string, string[], string][] = [
  ['contacts (name, email, phone)', groups.contacts!, '≥ 95%'],
  ['work entries (employer + position)', groups['work entries']!, '≥ 85%'],
  ['dates (month precision)', groups.dates!, '≥ 85%'],
  ['education entries', groups.education!, '≥ 85%'],
  ['skills recall', groups.skills!, '≥ 80%'],
];
table(
  ['target', 'all files', 'files with a text layer', 'goal'],
  targets.map(([name, keys, goal]) => [
    name,
    pct(...group(keys)),
    pct(...group(keys, withText)),
    goal,
  ]),
);
const placed = perFile.filter((row) => /^\d+\/\d+$/.test(row[1]!));
const lines = placed.reduce((n, row) => n + Number(row[1]!.split('/')[0]), 0);
const notPlaced = placed.reduce((n, row) => n + Number(row[1]!.split('/')[1]), 0);
console.log(
  `\nLines read: ${lines}; each is in a field or among the ${notPlaced} listed as not placed (none dropped by design).`,
);
