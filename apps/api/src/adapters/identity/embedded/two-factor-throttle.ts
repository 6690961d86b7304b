import type { AttemptCounter } from '../../../lib/attempt-counter.ts';

/** Wrong codes an account may get in one window, at sign-in and in Settings together. */
export const FAILED_CODES_PER_ACCOUNT = 5;
export const FAILED_CODE_WINDOW_MS = 15 * 60 * 1000;

export interface TwoFactorThrottle {
  /** How long this account must wait before a code is checked again; 0 when it may try now. */
  retryAfterMs(accountId: string): Promise<number>;
  recordFailure(accountId: string): Promise<void>;
}

/**
 * Wrong second-factor codes, counted per account. Unlike wrong passwords (decision 041) they are
 * not counted per network: whoever gets here already has the password, and six digits with a
 * window of three valid codes would fall to a botnet in days. Five a quarter hour makes a guess
 * a matter of years; the owner, who has the app, is held up at most fifteen minutes.
 */
export function twoFactorThrottle(failures: AttemptCounter): TwoFactorThrottle {
  return {
    async retryAfterMs(accountId) {
      if ((await failures.count(accountId)) < FAILED_CODES_PER_ACCOUNT) return 0;
      return (await failures.resetsInMs(accountId)) || 60_000;
    },
    async recordFailure(accountId) {
      await failures.hit(accountId);
    },
  };
}

/** "Try again in 14 minutes." */
export function waitText(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
