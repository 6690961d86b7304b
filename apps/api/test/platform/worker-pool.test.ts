import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.ts';
import { createWorkerPool } from '../../src/lib/worker-pool.ts';

const busyWorker = fileURLToPath(new URL('./fixtures/busy-worker.mjs', import.meta.url));

function busyPool(options: { timeoutMs: number; queueMax: number }) {
  return createWorkerPool<{ ms: number }, string>({
    filename: busyWorker,
    workers: 1,
    maxHeapMb: 64,
    ...options,
    timedOut: (seconds, job) =>
      new AppError('RENDER_TIMEOUT', `${job.ms} ms is over ${seconds} s.`, { limit: seconds }),
    queueFull: () => new AppError('SERVICE_UNAVAILABLE', 'Busy.', { retryAfterSeconds: 2 }),
  });
}

describe('the worker pool', () => {
  it('ends a job past its time limit with 422, and the next job runs on a fresh thread', async () => {
    const pool = busyPool({ timeoutMs: 200, queueMax: 4 });
    try {
      await pool.ready();
      const started = performance.now();
      const error = await pool.run({ ms: 60_000 }, 'ana').catch((e: unknown) => e);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: 'RENDER_TIMEOUT',
        statusCode: 422,
        message: '60000 ms is over 0.2 s.',
        details: { limit: 0.2 },
      });
      await expect(pool.run({ ms: 0 }, 'ana')).resolves.toBe('done after 0 ms');
    } finally {
      await pool.close();
    }
  });

  it('refuses with 503 when every thread is busy and the queue is full', async () => {
    const pool = busyPool({ timeoutMs: 10_000, queueMax: 0 });
    try {
      await pool.ready();
      const first = pool.run({ ms: 300 }, 'ana');
      await expect(pool.run({ ms: 0 }, 'ben')).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        statusCode: 503,
        details: { retryAfterSeconds: 2 },
      });
      await expect(first).resolves.toBe('done after 300 ms');
    } finally {
      await pool.close();
    }
  });
});
