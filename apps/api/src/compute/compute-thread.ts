// A compute thread (loaded by the worker entry in the compute pool): reading CSV files, and the
// match engine's scoring, tailoring and letter writing. Everything here runs off the API's event
// loop, one job at a time per thread; a job past its time limit ends the thread.
import { checkLetterFor, composeLetter, composeParagraph, match, tailor } from '@resumio/match';
// Loaded with the thread (pdf.js with it), before any job's time limit starts: a first resume
// file read on a cold thread would otherwise spend seconds of its limit loading the reader.
import { parseResumeFile } from '@resumio/resume-import';
import { readCsvTable } from '../modules/jobs/read-csv-table.ts';
import type { WorkerTask } from '../lib/worker-pool.ts';
import type { ComputeJob, ComputeJobs, ComputeKind, ReadKind } from './compute-job.ts';

type Handlers = {
  [K in Exclude<ComputeKind, ReadKind>]: (
    input: ComputeJobs[K]['input'],
  ) => ComputeJobs[K]['output'] | Promise<ComputeJobs[K]['output']>;
};

const handlers: Handlers = {
  'read-csv': ({ text, limits }) => readCsvTable(text, limits),
  'read-resume-file': ({ bytes, limits }) => parseResumeFile(bytes, limits),
  match: ({ resume, job, now }) => match(resume, job, { now }),
  tailor: ({ resume, job, now }) => tailor(resume, job, { now }),
  'compose-letter': ({ resume, letter, today }) => composeLetter(resume, letter, { today }),
  'check-letter': ({ resume, content, jobDescription }) =>
    checkLetterFor(resume, content, jobDescription),
  'compose-paragraph': ({ resume, letter, content, block, action, variant }) =>
    composeParagraph(resume, letter, content, block, action, variant),
};

function runJob<K extends Exclude<ComputeKind, ReadKind>>(job: {
  kind: K;
  input: ComputeJobs[K]['input'];
}) {
  return (
    handlers[job.kind] as (
      input: ComputeJobs[K]['input'],
    ) => ComputeJobs[K]['output'] | Promise<ComputeJobs[K]['output']>
  )(job.input);
}

// The engine's word model and dictionary load on the first call: pay for it before any user.
match({ basics: { name: 'Warm Up' } }, { jobDescription: 'Warm up: TypeScript and SQL.' });

/** `null` asks only whether the thread is up: module loading (and so the warm-up) is done. */
export default function compute(task: WorkerTask<ComputeJob> | null): unknown {
  if (task === null) return null;
  const { job, started } = task;
  started.postMessage('started');
  started.close();
  // Read jobs go to the read threads (read-thread.ts), never here.
  return runJob(job as Extract<ComputeJob, { kind: Exclude<ComputeKind, ReadKind> }>);
}
