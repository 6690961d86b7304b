import { createHash } from 'node:crypto';
import type { AttemptCounter } from '../../../plugins/attempt-counter.ts';
import { normaliseEmail } from './accounts.ts';

export const FAILED_SIGN_INS_PER_ACCOUNT = 10;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Added to every answer once an account is throttled, to slow guessing further. */
export const THROTTLED_DELAY_MS = 1000;

export interface SignInThrottle {
  isThrottled(email: string): Promise<boolean>;
  recordFailure(email: string): Promise<void>;
}

/**
 * Failed sign-ins per account, next to the per-address request limit: guessing one person's
 * password from many addresses stops after a few tries, while people who share an address (an
 * office, a campus) are never locked out together. Counted per address typed, whether or not it
 * has an account, so the throttle itself tells nothing. Addresses are hashed before they reach
 * the store.
 */
export function signInThrottle(counter: AttemptCounter): SignInThrottle {
  const keyOf = (email: string) =>
    createHash('sha256').update(normaliseEmail(email)).digest('base64url');
  return {
    async isThrottled(email) {
      return (await counter.count(keyOf(email))) >= FAILED_SIGN_INS_PER_ACCOUNT;
    },
    async recordFailure(email) {
      await counter.hit(keyOf(email));
    },
  };
}
