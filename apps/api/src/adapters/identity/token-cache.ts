import { LRUCache } from 'lru-cache';

export interface TokenCacheOptions<T> {
  /** Epoch milliseconds until which a resolved value may be reused. */
  validUntil: (value: T, now: number) => number;
  /** Most tokens remembered at once; the least recently used one leaves first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Remembers what a bearer token resolved to (its verified claims, its user) for a short while, so
 * the many calls a page makes with one token pay for one signature check and one lookup. Keyed by
 * the whole token: any other signature, header or claim is another key and is resolved afresh.
 * Failures are never cached.
 */
export function cacheByToken<T>(
  resolve: (token: string) => Promise<T>,
  { validUntil, maxEntries = 10_000, now = Date.now }: TokenCacheOptions<T>,
): (token: string) => Promise<T> {
  const entries = new LRUCache<string, { value: T; until: number }>({ max: maxEntries });

  return async (token) => {
    const hit = entries.get(token);
    if (hit) {
      if (hit.until > now()) return hit.value;
      entries.delete(token);
    }
    const value = await resolve(token);
    const until = validUntil(value, now());
    if (until > now()) entries.set(token, { value, until });
    return value;
  };
}
