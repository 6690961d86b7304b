import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from './app-error.ts';
import { createFairQueue, isLowPriorityOwner } from './fair-queue.ts';

export interface WorkerPoolOptions<Job> {
  /** The thread's module; its default export runs one task. */
  filename: string;
  /** Appended to the thread's `process.argv`: how one entry file knows which pool it serves. */
  argv?: string[];
  workers: number;
  /**
   * Loaded, warm threads kept beyond `workers` that take no job of their own: when a job's
   * thread is ended (time limit, client gone, out of memory), the next job starts on a spare at
   * once instead of waiting seconds for a new thread to load and warm up, which piscina starts
   * behind it.
   */
  spareWorkers?: number;
  /**
   * Threads of their own, at a lower CPU priority, for signed-out owners (`address:…`); with
   * none, their jobs share the pool's threads (at most half of them; see fair-queue.ts).
   */
  visitorWorkers?: number;
  /** What visitor threads add to `argv` to lower their own priority. */
  lowPriorityArg?: string;
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
  /**
   * `owner` (a user id, `address:<ip>` when signed out) and `cost` (expected pages) decide the
   * turns jobs take while they wait for a thread; see fair-queue.ts.
   */
  run(job: Job, owner: string, signal?: AbortSignal, cost?: number): Promise<Output>;
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
  const threads = (count: number, extraArgv: string[], spare = 0) => {
    const pool = new Piscina<WorkerTask<Job> | null, Output | null>({
      filename: options.filename,
      argv: [...(options.argv ?? []), ...extraArgv],
      // The fair queue lets `count` jobs run at once, so `spare` threads are always idle.
      minThreads: count + spare,
      maxThreads: count + spare,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb },
    });
    // A thread that dies (out of memory, ended by an abort) is replaced by piscina; the failed
    // job's own promise carries the error.
    pool.on('error', () => {});
    // Jobs wait here rather than in piscina: waiting jobs take turns by owner, and the bound is
    // ours (piscina's maxQueue does not count tasks that carry an abort signal, as all do).
    return { pool, queue: createFairQueue(count), count, threads: count + spare };
  };
  const main = threads(options.workers, [], options.spareWorkers ?? 0);
  // Signed-out visitors' work never runs in the threads accounts use, and runs below their CPU
  // priority: on a 2-core machine, a visitor's 5-second over-length preview used to make
  // another user's 2-page export 10× slower.
  // Started on the first visitor's job or by `ready()`: most test apps never see a visitor.
  let visitors: ReturnType<typeof threads> | undefined;
  const visitorLane = () =>
    options.visitorWorkers
      ? (visitors ??= threads(
          options.visitorWorkers,
          options.lowPriorityArg === undefined ? [] : [options.lowPriorityArg],
        ))
      : undefined;
  // Background work (the data export) takes the visitors' lower lane too.
  const lane = (owner: string) => (isLowPriorityOwner(owner) ? (visitorLane() ?? main) : main);

  const toAppError = (error: unknown, signal: AbortSignal, job: Job): unknown => {
    if (!signal.aborted) return error;
    if (signal.reason instanceof TimeLimitReached) {
      return options.timedOut(Math.round(options.timeoutMs / 100) / 10, job);
    }
    return cancelled();
  };

  return {
    async ready() {
      await Promise.all(
        [main, visitorLane()].flatMap((lane) =>
          lane ? Array.from({ length: lane.threads }, () => lane.pool.run(null)) : [],
        ),
      );
    },
    async run(job, owner, signal, cost = 1) {
      signal?.throwIfAborted();
      const { pool, queue } = lane(owner);
      if (queue.full && queue.waiting >= options.queueMax) throw options.queueFull();
      // Aborted while waiting: the client left before its turn came.
      const done = await queue.turn({ owner, cost }, signal).catch(() => {
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
    close: async () => {
      await Promise.all(
        [main, ...(visitors ? [visitors] : [])].map(({ pool }) => pool.close({ force: true })),
      );
    },
  };
}
