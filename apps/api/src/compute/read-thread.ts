// A read thread: large reads of a SQLite file, written as JSON, off the API's event loop
// (decision 057). It loads no engine and no renderer, so it is light to keep and quick to start,
// and its jobs never wait behind a match or a CSV file in the compute threads.
import { ListJobsResponseSchema } from '@resumio/contract/jobs';
import { openSqliteReader } from '@resumio/db';
import type { WorkerTask } from '../lib/worker-pool.ts';
import { compiledWriter } from '../lib/response-serializer.ts';
import { listJobs } from '../modules/jobs/list-jobs.ts';
import type { ComputeJob, ComputeJobs, ReadKind } from './compute-job.ts';

// One read-only connection per database file for the thread's life.
const readers = new Map<string, ReturnType<typeof openSqliteReader>>();
function reader(file: string) {
  let db = readers.get(file);
  if (!db) readers.set(file, (db = openSqliteReader(file)));
  return db;
}

const writeJobList = compiledWriter(ListJobsResponseSchema) ?? JSON.stringify;

async function listJobsAsJson({
  sqliteFile,
  userId,
  query,
}: ComputeJobs['list-jobs']['input']): Promise<ComputeJobs['list-jobs']['output']> {
  const list = await listJobs({ db: reader(sqliteFile), dialect: 'sqlite' }, userId, query);
  return { json: writeJobList(list) };
}

/** `null` asks only whether the thread is up. */
export default function read(task: WorkerTask<ComputeJob> | null): unknown {
  if (task === null) return null;
  const { job, started } = task;
  started.postMessage('started');
  started.close();
  const kind: ReadKind = job.kind as ReadKind;
  if (kind !== 'list-jobs') throw new Error(`not a read job: ${job.kind}`);
  return listJobsAsJson(job.input as ComputeJobs['list-jobs']['input']);
}
