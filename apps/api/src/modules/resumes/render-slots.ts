import { AppError } from '../../lib/app-error.ts';

export interface RenderSlots {
  /** Runs the task when a slot is free; refuses at once when too many are already waiting. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/**
 * A small semaphore for PDF/DOCX rendering. react-pdf works mostly synchronously on the event
 * loop, so a burst of exports would otherwise stall every other request; queued renders wait
 * their turn instead, and a queue that is already long answers 503 rather than growing.
 */
export function createRenderSlots({ concurrency = 2, maxWaiting = 32 } = {}): RenderSlots {
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (queue.length >= maxWaiting) {
          throw new AppError(
            'SERVICE_UNAVAILABLE',
            'Exports are busy right now. Please try again in a moment.',
            { retryAfterSeconds: 2 },
          );
        }
        // The releasing task hands its slot over directly, so `active` stays counted.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
