// Server PDF render of a cover letter on its resume's letterhead, against the PDF render of that
// resume itself, side by side in one process with the same engine and fonts. Budget: letter
// median ≤ 30 ms. The resume (one page, the product designer sample) is the baseline: the ratio
// says what a letter costs next to the export users already wait for.
//
// Each run edits one sentence first, as a user does between two exports, so no run draws text
// it has drawn before in the same words.
import { availableParallelism, loadavg } from 'node:os';

// React and react-pdf pick their production code paths at import time, as on the server.
process.env.NODE_ENV = 'production';
const { getSample } = await import('@resumio/resume');
const { renderLetterPdf, renderPdfDocument } = await import('@resumio/resume/render');
const { composeLetter } = await import('@resumio/match');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const RUNS_PER_ROUND = 10;

type Resume = NonNullable<ReturnType<typeof getSample>>;
type Letter = Parameters<typeof renderLetterPdf>[0];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const resume = getSample('product-designer') as Resume;
resume.resumio!.design.showPageNumbers = false;
const posting = [
  'Senior Product Designer',
  'We are looking for a product designer to own the end-to-end design of our checkout.',
  'Requirements: 5+ years of product design, Figma, design systems, user research, prototyping,',
  'accessibility (WCAG), close collaboration with engineering and product management.',
  'Nice to have: experience with B2B SaaS, data visualisation and usability testing.',
].join('\n');
// A standard-length letter (about 250 words) composed by the local engine from the resume.
const generated = composeLetter(
  resume,
  {
    resumeId: 'bench',
    jobDescription: posting,
    jobTitle: 'Senior Product Designer',
    company: 'Northwind',
    hiringManager: 'Maria Lopez',
    tone: 'formal',
    length: 'standard',
    variant: 0,
  },
  { today: '2026-11-25' },
);
const letter: Letter = { title: 'Northwind', content: generated.content, resume };

let edits = 0;
/** The letter with its last paragraph changed, differently each time. */
function editedLetter(): Letter {
  const content = structuredClone(letter.content);
  content.body.push({ type: 'paragraph', runs: [{ text: `Edit number ${++edits}.` }] });
  return { ...letter, content };
}
/** The resume with one bullet changed, differently each time. */
function editedResume(): Resume {
  const copy = structuredClone(resume);
  const entry = copy.work![edits % copy.work!.length]!;
  entry.highlights = [
    `${entry.highlights?.[0] ?? ''} (edit ${++edits})`,
    ...(entry.highlights ?? []).slice(1),
  ];
  return copy;
}

const letterPages = (await renderLetterPdf(letter)).pageCount;
const resumePages = (await renderPdfDocument(resume)).pageCount;

async function timeRuns(runs: number, task: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return times;
}

const renderLetter = () => renderLetterPdf(editedLetter());
const renderResume = () => renderPdfDocument(editedResume());
// Warm-up: both have loaded their code and fonts before anything is timed.
await timeRuns(5, renderLetter);
await timeRuns(5, renderResume);

const times = { letter: [] as number[], resume: [] as number[] };
// Rounds alternate the two so drift on a busy machine affects them alike.
for (let round = 0; round < ROUNDS; round++) {
  times.letter.push(...(await timeRuns(RUNS_PER_ROUND, renderLetter)));
  times.resume.push(...(await timeRuns(RUNS_PER_ROUND, renderResume)));
}

const row = (name: string, values: number[]) =>
  `| ${name} | ${values.length} | ${median(values).toFixed(1)} | ${Math.min(...values).toFixed(1)} | ${Math.max(...values).toFixed(1)} |`;
console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
console.log(
  `letter: ${generated.wordCount} words, ${letterPages} page(s); resume: ${resumePages} page(s)`,
);
console.log('\n| render | runs | median ms | min ms | max ms |');
console.log('|---|---|---|---|---|');
console.log(row('cover letter PDF on the resume’s letterhead', times.letter));
console.log(row('baseline: the resume’s own PDF', times.resume));
const ours = median(times.letter);
console.log(
  `letter median ${ours.toFixed(1)} ms; budget ≤ 30 ms: ${ours <= 30 ? 'PASS' : 'FAIL'}; ${(ours / median(times.resume)).toFixed(2)}× the resume's render`,
);
if (ours > 30) process.exitCode = 1;
