import type { ReminderDeps } from './reminder-deps.ts';
import { turnDigestOffByToken } from './repository.ts';
import { SECRET_TOKEN } from './secret-token.ts';

/**
 * The link in every digest: turns the digest off for its owner, no sign-in needed. Opening it
 * again (or a mail scanner opening it first) changes nothing more. False for a token no one has.
 */
export async function unsubscribeDigest(
  deps: Pick<ReminderDeps, 'db' | 'clock'>,
  token: string,
): Promise<boolean> {
  if (!SECRET_TOKEN.test(token)) return false;
  return turnDigestOffByToken(deps.db, token, deps.clock().toISOString());
}
