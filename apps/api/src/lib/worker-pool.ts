import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from './app-error.ts';
import { createFairQueue } from './fair-queue.ts';

export interface WorkerPoolOptions<Job> {
  /** The thread's module; its default export runs one task. */
  filename: string;
  /** Appended to the thread's `process.argv`: how one entry file knows which pool it serves. */
  argv?: string[];
  workers: number;
  /** Jobs that may wait for a thread (besides those running); more are refused with 503. */
  queueMax: number;
  /** Per job, counted from the moment a thread starts it (waiting in the queue is not counted). */
  timeoutMs: number;
  /** Heap cap per thread: a job that needs more ends its thread, not the process. */
  maxHeapMb: number;
  /** The answer when the time limit ends a job, given the limit in seconds. */
  timedOut: (seconds: number, job: Job) => AppError;
  /** The answer when every thread is busy and the queue is full. */
  queueFull: () => AppError;
}

/** What a thread receives: the job, and a port to say when it starts (the clock starts then). */
export interface WorkerTask<Job> {
  job: Job;
  started: MessagePort;
}

export interface WorkerPool<Job, Output> {
  /** `owner` (a user id) decides the turns jobs take while they wait for a thread. */
  run(job: Job, owner: string, signal?: AbortSignal): Promise<Output>;
  /** Resolves once the threads have loaded (and warmed up, if their module does). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

class TimeLimitReached extends Error {}

// The client has gone: nobody reads this answer, and it must not be logged as our fault.
const cancelled = () =>
  new AppError('BAD_REQUEST', 'The request was cancelled before the answer was ready.');

/**
 * Work that can run long on what a user sent runs in worker threads (piscina), never on the
 * API's event loop. Aborting a job, because its client left or its time ran out, makes piscina
 * end the thread running it and start a fresh one, so nothing keeps burning a core for an
 * answer nobody will read.
 */
export function createWorkerPool<Job, Output>(
  options: WorkerPoolOptions<Job>,
): WorkerPool<Job, Output> {
  const pool = new Piscina<WorkerTask<Job> | null, Output | null>({
    filename: options.filename,
    argv: options.argv ?? [],
    minThreads: options.workers,
    maxThreads: options.workers,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb },
  });
  // A thread that dies (out of memory, ended by an abort) is replaced by piscina; the failed
  // job's own promise carries the error.
  pool.on('error', () => {});
  // Jobs wait here rather than in piscina: waiting jobs take turns by owner, and the bound is
  // ours (piscina's maxQueue does not count tasks that carry an abort signal, as all of these do).
  const queue = createFairQueue(options.workers);

  const toAppError = (error: unknown, signal: AbortSignal, job: Job): unknown => {
    if (!signal.aborted) return error;
    if (signal.reason instanceof TimeLimitReached) {
      return options.timedOut(Math.round(options.timeoutMs / 100) / 10, job);
    }
    return cancelled();
  };

  return {
    async ready() {
      await Promise.all(Array.from({ length: options.workers }, () => pool.run(null)));
    },
    async run(job, owner, signal) {
      signal?.throwIfAborted();
      if (queue.full && queue.waiting >= options.queueMax) throw options.queueFull();
      // Aborted while waiting: the client left before its turn came.
      const done = await queue.turn(owner, signal).catch(() => {
        throw cancelled();
      });
      // The time limit starts when a thread picks the job up, not when it is queued.
      const timeLimit = new AbortController();
      const jobSignal = signal ? AbortSignal.any([signal, timeLimit.signal]) : timeLimit.signal;
      const { port1, port2 } = new MessageChannel();
      let timer: NodeJS.Timeout | undefined;
      port1.once('message', () => {
        timer = setTimeout(() => timeLimit.abort(new TimeLimitReached()), options.timeoutMs);
      });
      try {
        const output = await pool.run(
          { job, started: port2 },
          { signal: jobSignal, transferList: [port2] },
        );
        return output!;
      } catch (error) {
        throw toAppError(error, jobSignal, job);
      } finally {
        done();
        clearTimeout(timer);
        port1.close();
      }
    },
    close: () => pool.close({ force: true }),
  };
}
