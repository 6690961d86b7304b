/**
 * How many more requests one call of the adapter may make. Every kind of retry draws on the same
 * allowance (an overloaded server, a dropped connection, an answer that was not the JSON asked
 * for), so one call makes at most `maxRetries + 1` requests whatever goes wrong.
 */
export interface RetryBudget {
  /** Requests sent so far, for the log. */
  readonly requests: number;
  /** Counts a request about to be sent. */
  countRequest(): void;
  /** Takes one retry; false when none is left. */
  take(): boolean;
}

export function createRetryBudget(maxRetries: number): RetryBudget {
  let left = Math.max(0, maxRetries);
  let requests = 0;
  return {
    get requests() {
      return requests;
    },
    countRequest() {
      requests += 1;
    },
    take() {
      if (left === 0) return false;
      left -= 1;
      return true;
    },
  };
}
