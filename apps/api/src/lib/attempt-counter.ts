import type { Redis } from 'ioredis';

/** Counts attempts per key in a fixed window that starts with the first attempt. */
export interface AttemptCounter {
  /** Records one attempt; answers how many the window now holds. */
  hit(key: string): Promise<number>;
  /** How many attempts the current window holds. */
  count(key: string): Promise<number>;
  /** Milliseconds until the current window ends (0 when none is open): how long to wait. */
  resetsInMs(key: string): Promise<number>;
}

/**
 * Counts in Redis, so every instance sees the same numbers. Like the request limiter, a failing
 * Redis counts nothing rather than turning people away.
 */
export function redisAttemptCounter(
  redis: Redis,
  namespace: string,
  windowMs: number,
  onError: (error: unknown) => void,
): AttemptCounter {
  const keyOf = (key: string) => `${namespace}${key}`;
  return {
    async hit(key) {
      try {
        // The window starts with the first attempt and is not extended by later ones.
        const results = await redis
          .multi()
          .set(keyOf(key), 0, 'PX', windowMs, 'NX')
          .incr(keyOf(key))
          .exec();
        return Number(results?.[1]?.[1] ?? 0);
      } catch (error) {
        onError(error);
        return 0;
      }
    },
    async count(key) {
      try {
        return Number((await redis.get(keyOf(key))) ?? 0);
      } catch (error) {
        onError(error);
        return 0;
      }
    },
    async resetsInMs(key) {
      try {
        // -2: no such key, -1: no expiry (never set by `hit`); both mean nothing to wait for.
        return Math.max(await redis.pttl(keyOf(key)), 0);
      } catch (error) {
        onError(error);
        return 0;
      }
    },
  };
}
