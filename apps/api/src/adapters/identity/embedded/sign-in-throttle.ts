import { createHash } from 'node:crypto';
import type { AttemptCounter } from '../../../lib/attempt-counter.ts';
import { normaliseEmail } from './accounts.ts';

/** Failed sign-ins one client (network address) may make for one email address per window. */
export const FAILED_SIGN_INS_PER_CLIENT = 10;
/** Failed sign-ins for one email address from anywhere before its owner is told and answers slow. */
export const FAILED_SIGN_INS_BEFORE_NOTICE = 10;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Added to every failed answer once an address is under attack, to slow guessing further. */
export const THROTTLED_DELAY_MS = 1000;

export interface FailureOutcome {
  /** This failure is the one that crossed the notice threshold: tell the owner, once a window. */
  notifyOwner: boolean;
  /** The address has had many failures from anywhere: answer slowly. */
  slowDown: boolean;
}

export interface SignInThrottle {
  /** How long this client must wait before trying this address again; 0 when it may try now. */
  retryAfterMs(email: string, client: string): Promise<number>;
  recordFailure(email: string, client: string): Promise<FailureOutcome>;
}

/**
 * Failed sign-ins, counted per pair of email address and client. A stranger who guesses wrong ten
 * times stops only themselves: the owner, from their own network, still signs in with the right
 * password (decision 041 replaces decision 010's per-account lockout, which anyone could use to
 * lock an owner out). Failures for an address from everywhere are counted too, not to refuse
 * anyone but to slow the answers and tell the owner. Counted per address typed, whether or not it
 * has an account, so the throttle itself tells nothing; addresses are hashed before they reach the
 * store.
 */
export function signInThrottle(
  perClient: AttemptCounter,
  perAddress: AttemptCounter,
): SignInThrottle {
  const addressKey = (email: string) =>
    createHash('sha256').update(normaliseEmail(email)).digest('base64url');
  const pairKey = (email: string, client: string) =>
    createHash('sha256')
      .update(`${normaliseEmail(email)}\n${client}`)
      .digest('base64url');
  return {
    async retryAfterMs(email, client) {
      const key = pairKey(email, client);
      if ((await perClient.count(key)) < FAILED_SIGN_INS_PER_CLIENT) return 0;
      // A store that cannot say how long is left still makes the client wait a little.
      return (await perClient.resetsInMs(key)) || 60_000;
    },
    async recordFailure(email, client) {
      const [, everywhere] = await Promise.all([
        perClient.hit(pairKey(email, client)),
        perAddress.hit(addressKey(email)),
      ]);
      return {
        notifyOwner: everywhere === FAILED_SIGN_INS_BEFORE_NOTICE,
        slowDown: everywhere >= FAILED_SIGN_INS_BEFORE_NOTICE,
      };
    },
  };
}
