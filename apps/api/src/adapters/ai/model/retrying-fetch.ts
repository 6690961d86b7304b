import { setTimeout as sleep } from 'node:timers/promises';
import type { RetryBudget } from './retry-budget.ts';

export interface RetryPolicy {
  /** The first pause; each later one doubles (with jitter). */
  baseDelayMs: number;
  /** Longest pause worth taking: a server that asks for more is not retried. */
  maxDelayMs: number;
}

/** Overloaded or failing servers; other answers (400, 401, 404) would fail the same way again. */
const RETRYABLE_STATUSES = new Set([408, 429]);
const isRetryableStatus = (status: number) => RETRYABLE_STATUSES.has(status) || status >= 500;

/**
 * A `fetch` for the AI SDK's provider that retries 408, 429, 5xx and network failures with
 * exponential backoff. Retrying below the SDK (whose own `maxRetries` is set to 0) treats plain
 * and streamed requests alike, shares one budget with the adapter's retries of malformed answers,
 * and lets tests shorten the pauses. An aborted signal (the caller left, or the call's time ran
 * out) ends it at once, pauses included.
 */
export function createRetryingFetch(
  budget: RetryBudget,
  policy: RetryPolicy,
  fetchImpl: typeof fetch = globalThis.fetch,
): typeof fetch {
  return async (input, init) => {
    const signal = init?.signal ?? undefined;
    for (let retry = 0; ; retry += 1) {
      budget.countRequest();
      let response: Response;
      try {
        response = await fetchImpl(input, init);
      } catch (error) {
        // fetch reports network failures as TypeError; anything else (an abort) is not ours to retry.
        if (!(error instanceof TypeError) || signal?.aborted || !budget.take()) throw error;
        await sleep(backoff(policy, retry), undefined, { signal });
        continue;
      }
      if (!isRetryableStatus(response.status)) return response;
      const delay = Math.max(backoff(policy, retry), retryAfterMs(response.headers) ?? 0);
      // The SDK reads the last failed answer and reports its status.
      if (delay > policy.maxDelayMs || !budget.take()) return response;
      await response.body?.cancel();
      await sleep(delay, undefined, { signal });
    }
  };
}

/** base × 2^retry, between half and all of it so that many clients do not retry in step. */
function backoff(policy: RetryPolicy, retry: number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

/** `retry-after-ms` (OpenAI, Azure) or `retry-after` in seconds or as a date; undefined if absent. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
