import type { VerifiedAccessToken, VerifyAccessToken } from './verify-access-token.ts';

export interface VerifiedTokenCacheOptions {
  /** Most tokens remembered at once; the least recently used one leaves first. */
  maxEntries?: number;
  /** Seconds past `exp` a token is still accepted (the verifier's clock tolerance). */
  toleranceSeconds?: number;
  now?: () => number;
}

/**
 * Remembers tokens that passed verification until they expire, so the many calls a page makes with
 * one token pay for one signature check. Keyed by the whole token: a different signature, header
 * or claim is a different key and is verified afresh. Failures are never cached.
 */
export function withVerifiedTokenCache(
  verify: VerifyAccessToken,
  { maxEntries = 10_000, toleranceSeconds = 60, now = Date.now }: VerifiedTokenCacheOptions = {},
): VerifyAccessToken {
  const entries = new Map<string, { result: VerifiedAccessToken; validUntil: number }>();

  return async (token) => {
    const hit = entries.get(token);
    if (hit) {
      entries.delete(token);
      if (hit.validUntil > now()) {
        entries.set(token, hit);
        return hit.result;
      }
    }
    const result = await verify(token);
    const exp = typeof result.claims.exp === 'number' ? result.claims.exp : 0;
    const validUntil = (exp + toleranceSeconds) * 1000;
    if (validUntil > now()) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(token, { result, validUntil });
    }
    return result;
  };
}
