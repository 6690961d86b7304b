import type { ComputeConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { createWorkerPool, type WorkerPool } from '../lib/worker-pool.ts';
import { COMPUTE_ROLE, READ_ROLE, workerEntry } from '../adapters/rendering/worker-entry.ts';
import { type ComputeJob, type ComputeJobs, type ComputeKind, READ_KINDS } from './compute-job.ts';

export interface ComputePort {
  /**
   * Runs one job in a compute thread. `owner` (a user id) decides the turns waiting jobs take;
   * `signal` ends the job when its client leaves. Refuses with 503 when the queue is full and
   * 422 past the time limit.
   */
  run<K extends ComputeKind>(
    kind: K,
    input: ComputeJobs[K]['input'],
    owner: string,
    signal?: AbortSignal,
  ): Promise<ComputeJobs[K]['output']>;
  /** Starts the threads now rather than on the first job; resolves once they are up. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** What the user was waiting for, in the 422 answer. */
const WORK_NAMES: Record<ComputeKind, string> = {
  'read-csv': 'Reading this file',
  'list-jobs': 'Reading your applications',
  'read-resume-file': 'Reading this resume file',
  match: 'Matching this posting',
  tailor: 'Tailoring for this posting',
  'compose-letter': 'Writing this letter',
  'check-letter': 'Checking this letter',
  'compose-paragraph': 'Rewriting this paragraph',
};

export const COMPUTE_BUSY_MESSAGE =
  'The server is busy right now. Please try again in a few seconds.';

/** Seconds a refused client is told to wait: these jobs take well under a second each. */
const RETRY_AFTER_SECONDS = 2;

/**
 * The compute pool: the render pool's machinery (lib/worker-pool.ts) with threads of its own, so
 * a long export never queues a match and the match engine never loads beside react-pdf, plus a
 * read thread for large database reads. The threads start with the first job (or `ready`), not
 * with the app.
 */
export function createComputePool(config: ComputeConfig): ComputePort {
  const lane = (role: string, workers: number) =>
    createWorkerPool<ComputeJob, unknown>({
      filename: workerEntry(),
      argv: [role],
      workers,
      queueMax: config.queueMax,
      timeoutMs: config.timeoutMs,
      // The engine's word model and a 2 MB file's rows fit well inside this.
      maxHeapMb: 256,
      // The render pool's codes: 422 for work over its limit, 503 with a retry hint when busy.
      timedOut: (seconds, job) =>
        new AppError(
          'RENDER_TIMEOUT',
          `${WORK_NAMES[job.kind]} took longer than ${seconds} seconds, the limit for one request. Shorten the text and try again.`,
          { limit: seconds },
        ),
      queueFull: () =>
        new AppError('SERVICE_UNAVAILABLE', COMPUTE_BUSY_MESSAGE, {
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        }),
    });
  let pool: WorkerPool<ComputeJob, unknown> | undefined;
  const getPool = () => (pool ??= lane(COMPUTE_ROLE, config.workers));
  // Reads (the tracker list) have a thread of their own: a list is tens of milliseconds and a
  // page waits for it, so it must not queue behind a match or a CSV file of several seconds.
  let reads: WorkerPool<ComputeJob, unknown> | undefined;
  const getReads = () => (reads ??= lane(READ_ROLE, 1));
  const isRead = (kind: ComputeKind) => (READ_KINDS as readonly ComputeKind[]).includes(kind);
  return {
    async run(kind, input, owner, signal) {
      const target = isRead(kind) ? getReads() : getPool();
      const output = await target.run({ kind, input } as ComputeJob, owner, signal);
      return output as ComputeJobs[typeof kind]['output'];
    },
    ready: async () => {
      await Promise.all([getPool().ready(), getReads().ready()]);
    },
    close: async () => {
      await Promise.all([pool?.close(), reads?.close()]);
    },
  };
}
