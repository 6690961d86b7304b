import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.ts';
import { createWorkerPool } from '../../src/lib/worker-pool.ts';

const busyWorker = fileURLToPath(new URL('./fixtures/busy-worker.mjs', import.meta.url));
const slowStartWorker = fileURLToPath(new URL('./fixtures/slow-start-worker.mjs', import.meta.url));

interface RanOn {
  threadId: number;
  loadedAt: number;
}

function slowStartPool(spareWorkers: number) {
  return createWorkerPool<{ ms: number }, RanOn>({
    filename: slowStartWorker,
    workers: 1,
    spareWorkers,
    maxHeapMb: 64,
    timeoutMs: 200,
    queueMax: 4,
    timedOut: () => new AppError('RENDER_TIMEOUT', 'Too long.'),
    queueFull: () => new AppError('SERVICE_UNAVAILABLE', 'Busy.', { retryAfterSeconds: 2 }),
  });
}

/**
 * Ends a job's thread through the time limit. Answers when that job was sent: every thread loaded
 * before then was there already, and a replacement can only load after it (200 ms later at least).
 */
async function endOneThread(pool: ReturnType<typeof slowStartPool>): Promise<number> {
  const sentAt = Date.now();
  await expect(pool.run({ ms: 60_000 }, 'ana')).rejects.toMatchObject({ code: 'RENDER_TIMEOUT' });
  return sentAt;
}

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

  it('keeps a warm spare: after a thread is ended, the next job runs on a thread loaded before', async () => {
    const pool = slowStartPool(1);
    try {
      await pool.ready();
      const before = await pool.run({ ms: 0 }, 'ana');
      const sentAt = await endOneThread(pool);
      const next = await pool.run({ ms: 0 }, 'ben');
      expect(next.loadedAt).toBeLessThan(sentAt);
      // Only one job runs at a time: the spare is not a second lane.
      const [x, y] = await Promise.all([pool.run({ ms: 50 }, 'ana'), pool.run({ ms: 50 }, 'ben')]);
      expect(x.threadId).toBeGreaterThan(0);
      expect(y.threadId).toBeGreaterThan(0);
      expect(before.threadId).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });

  it('without a spare, the next job waits for a thread loaded after the old one ended', async () => {
    const pool = slowStartPool(0);
    try {
      await pool.ready();
      const sentAt = await endOneThread(pool);
      const next = await pool.run({ ms: 0 }, 'ben');
      expect(next.loadedAt).toBeGreaterThan(sentAt);
    } finally {
      await pool.close();
    }
  });
});
