import { RENDER_QUEUE_FULL_MESSAGE, renderErrorMessages } from '@resumio/contract/resumes';
import { AppError } from '../../lib/app-error.ts';
import { createWorkerPool, type WorkerPool } from '../../lib/worker-pool.ts';
import type { RenderJob, RenderOutput } from './render-job.ts';
import { LOW_PRIORITY_FLAG, RENDER_ROLE, workerEntry } from './worker-entry.ts';

export interface RenderPoolOptions {
  workers: number;
  /** Warm threads kept idle to take over at once from a thread that was ended. */
  spareWorkers?: number;
  /** Threads for signed-out visitors' previews, below the others' CPU priority. */
  visitorWorkers?: number;
  /** Jobs that may wait for a thread (besides those running); more are refused with 503. */
  queueMax: number;
  /** Per job, counted from the moment a thread starts it (waiting in the queue is not counted). */
  timeoutMs: number;
  /** Heap cap per thread: a document that needs more ends its thread, not the process. */
  maxHeapMb?: number;
}

export type RenderPool = WorkerPool<RenderJob, RenderOutput>;

/** Seconds a refused client is told to wait: about one ordinary render per queued job. */
const RETRY_AFTER_SECONDS = 2;

/** PDF, DOCX and read-back work in the render threads; see lib/worker-pool.ts. */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  return createWorkerPool<RenderJob, RenderOutput>({
    filename: workerEntry(),
    argv: [RENDER_ROLE],
    workers: options.workers,
    spareWorkers: options.spareWorkers ?? 0,
    visitorWorkers: options.visitorWorkers ?? 1,
    lowPriorityArg: LOW_PRIORITY_FLAG,
    queueMax: options.queueMax,
    timeoutMs: options.timeoutMs,
    // A 20-page resume renders and reads back in well under 200 MB of heap.
    maxHeapMb: options.maxHeapMb ?? 256,
    timedOut: (seconds) =>
      new AppError('RENDER_TIMEOUT', renderErrorMessages.RENDER_TIMEOUT(seconds), {
        limit: seconds,
      }),
    queueFull: () =>
      new AppError('SERVICE_UNAVAILABLE', RENDER_QUEUE_FULL_MESSAGE, {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      }),
  });
}
