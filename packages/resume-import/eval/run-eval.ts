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
  const started = performance.now();
  const outcome = await parseResumeFile(bytes);
  const ms = performance.now() - started;
  const got = outcome.kind === 'parsed' ? (outcome.resume as Record<string, unknown>) : {};
  const scores = scoreOne(expected, got);
  for (const [k, [c, t]] of scores) {
    const [C, T] = totals.get(k) ?? [0, 0];
    totals.set(k, [C + c, T + t]);
  }
  const sum = (keys: string[]) =>
    keys.reduce(
      (acc, k) => {
        const [c, t] = scores.get(k) ?? [0, 0];
        return [acc[0] + c, acc[1] + t] as [number, number];
      },
      [0, 0] as [number, number],
    );
  const textless = (expected.meta as { textExtractable?: unknown } | undefined)?.textExtractable;
  perFile.push([
    file,
    outcome.kind === 'parsed' ? `${outcome.lineCount}/${outcome.notPlaced.length}` : outcome.kind,
    ...Object.values(groups).map((keys) => {
      const [c, t] = sum(keys);
      return t === 0 ? '—' : `${c}/${t}`;
    }),
    textless === false || textless === 'no'
      ? outcome.kind === 'no-text'
        ? 'told'
        : 'NOT TOLD'
      : '',
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
table(['file', 'lines/not placed', ...Object.keys(groups), 'no text layer', 'time'], perFile);
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
const group = (keys: string[]): [number, number] =>
  keys.reduce<[number, number]>(
    (acc, k) => {
      const [c, t] = totals.get(k) ?? [0, 0];
      return [acc[0] + c, acc[1] + t];
    },
    [0, 0],
  );
table(
  ['target', 'figure', 'goal'],
  [
    ['contacts (name, email, phone)', pct(...group(groups.contacts!)), '≥ 95%'],
    ['work entries (employer + position)', pct(...group(groups['work entries']!)), '≥ 85%'],
    ['dates (month precision)', pct(...group(groups.dates!)), '≥ 85%'],
    ['education entries', pct(...group(groups.education!)), '≥ 85%'],
    ['skills recall', pct(...group(groups.skills!)), '≥ 80%'],
  ],
);
