import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Aborts when the client disconnects before its answer is sent, so a render nobody will read
 * stops (queued jobs leave the queue, running ones lose their thread). The response's 'close'
 * fires on a dropped connection too; `writableFinished` tells the two apart.
 */
export function clientSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client disconnected'));
  });
  return controller.signal;
}

/** Refusals that name a wait (busy queue, renders in progress) say it in Retry-After too. */
export function sendRetryAfter(reply: FastifyReply) {
  return (error: unknown): never => {
    const seconds =
      error instanceof AppError
        ? (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds
        : undefined;
    if (typeof seconds === 'number') reply.header('retry-after', String(seconds));
    throw error;
  };
}

/**
 * A per-user request budget for one kind of render (a minute's window), counted where the
 * global limits are (memory, or Redis when configured), after sign-in so it keys on the user.
 */
export function perUserRenderLimit(
  app: FastifyInstance,
  { name, label, max }: { name: string; label: string; max: number },
) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: 60_000,
    // Runs after sign-in; the address is only a fallback should it ever run before.
    keyGenerator: (request) => `${name}:${request.user?.id ?? request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError(
      'RATE_LIMITED',
      `You have reached the limit of ${max} ${label} a minute. Please try again in ${result.ttlInSeconds} seconds.`,
      { limit: max, retryAfterSeconds: result.ttlInSeconds },
    );
  };
}
