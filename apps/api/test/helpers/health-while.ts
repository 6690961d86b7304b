import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface HealthWatch<T> {
  /** What the watched request answered. */
  result: T;
  /** The slowest `/api/health` answer while it ran, in milliseconds. */
  slowestMs: number;
  /** How many health checks were answered while it ran. */
  checks: number;
}

/**
 * Runs `request` and asks `/api/health` again and again until it settles, as a load balancer
 * would: work done on the API's event loop shows up as a slow health answer.
 */
export async function watchHealthDuring<T>(
  app: FastifyInstance,
  request: () => Promise<T>,
): Promise<HealthWatch<T>> {
  let settled = false;
  const pending = request().finally(() => {
    settled = true;
  });
  let slowestMs = 0;
  let checks = 0;
  while (!settled) {
    // Counted from before the pause: work that holds the event loop during the pause delays
    // this check as surely as work during the request.
    const asked = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1));
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    slowestMs = Math.max(slowestMs, performance.now() - asked);
    expect(health.statusCode).toBe(200);
    checks += 1;
  }
  return { result: await pending, slowestMs, checks };
}
