import { MessageChannel } from 'node:worker_threads';
import { RENDER_QUEUE_FULL_MESSAGE, renderErrorMessages } from '@resumio/contract/resumes';
import { Piscina } from 'piscina';
import { AppError } from '../../lib/app-error.ts';
import { createFairQueue } from './fair-queue.ts';
import type { RenderJob, RenderOutput, RenderTask } from './render-job.ts';
import { renderWorkerEntry } from './worker-entry.ts';

export interface RenderPoolOptions {
  workers: number;
  /** Jobs that may wait for a thread (besides those running); more are refused with 503. */
  queueMax: number;
  /** Per job, counted from the moment a thread starts it (waiting in the queue is not counted). */
  timeoutMs: number;
  /** Heap cap per thread: a document that needs more ends its thread, not the process. */
  maxHeapMb?: number;
}

export interface RenderPool {
  /** `owner` (a user id) decides the turns jobs take while they wait for a thread. */
  run(job: RenderJob, owner: string, signal?: AbortSignal): Promise<RenderOutput>;
  /** Resolves once the threads have loaded and warmed up. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Seconds a refused client is told to wait: about one ordinary render per queued job. */
const RETRY_AFTER_SECONDS = 2;

class TimeLimitReached extends Error {}

// The client has gone: nobody reads this answer, and it must not be logged as our fault.
const cancelled = () =>
  new AppError('BAD_REQUEST', 'The request was cancelled before the file was ready.');

function queueFull(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', RENDER_QUEUE_FULL_MESSAGE, {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });
}

/**
 * PDF, DOCX and read-back work in worker threads (piscina). Aborting a job, because its client
 * left or its time ran out, makes piscina end the thread running it and start a fresh one, so
 * nothing keeps burning a core for an answer nobody will read.
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const pool = new Piscina<RenderTask | null, RenderOutput | null>({
    filename: renderWorkerEntry(),
    minThreads: options.workers,
    maxThreads: options.workers,
    // A 20-page resume renders and reads back in well under 200 MB of heap.
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 256 },
  });
  // A thread that dies (out of memory, ended by an abort) is replaced by piscina; the failed
  // job's own promise carries the error.
  pool.on('error', () => {});
  // Jobs wait here rather than in piscina: waiting jobs take turns by owner, and the bound is
  // ours (piscina's maxQueue does not count tasks that carry an abort signal, as all of these do).
  const queue = createFairQueue(options.workers);

  return {
    async ready() {
      await Promise.all(Array.from({ length: options.workers }, () => pool.run(null)));
    },
    async run(job, owner, signal) {
      signal?.throwIfAborted();
      if (queue.full && queue.waiting >= options.queueMax) throw queueFull();
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
        throw toAppError(error, jobSignal, options);
      } finally {
        done();
        clearTimeout(timer);
        port1.close();
      }
    },
    close: () => pool.close({ force: true }),
  };
}

function toAppError(error: unknown, signal: AbortSignal, options: RenderPoolOptions): unknown {
  if (signal.aborted) {
    if (signal.reason instanceof TimeLimitReached) {
      const seconds = Math.round(options.timeoutMs / 100) / 10;
      return new AppError('RENDER_TIMEOUT', renderErrorMessages.RENDER_TIMEOUT(seconds), {
        limit: seconds,
      });
    }
    return cancelled();
  }
  return error;
}
