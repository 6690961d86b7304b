import { createRetryBudget, type RetryBudget } from './retry-budget.ts';

/**
 * One call of the adapter: the signal its HTTP requests listen to, and why it may have fired.
 * The three sources are kept apart because they end differently: the caller's abort is rethrown
 * as it is (the client has gone; nobody reads an error), the time limit becomes AI_TIMEOUT, and
 * `stop` ends a stream nobody reads any more.
 */
export interface CallScope {
  readonly signal: AbortSignal;
  readonly caller: AbortSignal;
  readonly deadline: AbortSignal;
  readonly timeoutMs: number;
  readonly budget: RetryBudget;
  stop(): void;
}

export function openCallScope(
  caller: AbortSignal,
  limits: { timeoutMs: number; maxRetries: number },
): CallScope {
  // One limit for the whole call, retries and their pauses included: the user waits for all of it.
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  const own = new AbortController();
  return {
    signal: AbortSignal.any([caller, deadline, own.signal]),
    caller,
    deadline,
    timeoutMs: limits.timeoutMs,
    budget: createRetryBudget(limits.maxRetries),
    stop: () => own.abort(),
  };
}
