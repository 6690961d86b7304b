import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { redisAttemptCounter, type AttemptCounter } from '../lib/attempt-counter.ts';
import { databaseAttemptCounter } from '../lib/database-attempt-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for the tighter sign-in/registration limit. */
    authRateLimit: { max: number; timeWindow: number };
    /**
     * A counter of attempts per key (an account, say): in Redis when configured, else in the
     * database, so every instance and a restart see the same counts.
     */
    attemptCounter: (name: string, windowMs: number) => AttemptCounter;
  }
}

/**
 * A global limit per client address, counted in memory or, with REDIS_URL, in Redis so several
 * instances share one budget.
 */
export default fp<{ config: Config }>(
  async function rateLimits(app: FastifyInstance, { config }) {
    let redis: Redis | undefined;
    if (config.redisUrl) {
      // Loaded only when configured: the embedded mode never pays for the client at start-up.
      const { Redis } = await import('ioredis');
      redis = new Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      });
      redis.on('error', (err) => app.log.warn({ err }, 'redis connection error'));
      // Without an offline queue, commands sent before the connection is up fail and the limiter
      // lets them through; wait for it at start-up (briefly: Redis being down must not stop us).
      const connection = redis;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          app.log.warn('redis not ready after 2 s; rate limits allow requests until it is');
          resolve();
        }, 2000);
        connection.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      nameSpace: 'resumio-rl:',
      // A failing Redis must not take the product down with it.
      skipOnError: true,
      ...(redis ? { redis } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError(
          'RATE_LIMITED',
          `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
          { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
        ),
    });
    app.decorate('authRateLimit', { max: config.rateLimit.authMax, timeWindow: 60_000 });
    app.decorate('attemptCounter', (name: string, windowMs: number) =>
      redis
        ? redisAttemptCounter(redis, `resumio-attempts:${name}:`, windowMs, (err) =>
            app.log.warn({ err }, 'could not count attempts in redis'),
          )
        : databaseAttemptCounter(app.db, `${name}:`, windowMs, (err) =>
            app.log.warn({ err }, 'could not count attempts in the database'),
          ),
    );
  },
  { name: 'rate-limits', dependencies: ['database'] },
);
