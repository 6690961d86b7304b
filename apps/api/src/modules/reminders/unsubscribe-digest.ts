import type { ReminderDeps } from './reminder-deps.ts';
import { hasUnsubscribeToken, turnDigestOffByToken } from './repository.ts';
import { SECRET_TOKEN } from './secret-token.ts';

/**
 * The one-click unsubscribe (the confirmation form and the mail client's RFC 8058 POST): turns the
 * digest off for its owner, no sign-in needed. Doing it again changes nothing more. False for a
 * token no one has.
 */
export async function unsubscribeDigest(
  deps: Pick<ReminderDeps, 'db' | 'clock'>,
  token: string,
): Promise<boolean> {
  if (!SECRET_TOKEN.test(token)) return false;
  return turnDigestOffByToken(deps.db, token, deps.clock().toISOString());
}

/**
 * Opening the link only asks: mail scanners and link previews fetch every URL in a message, and a
 * GET that unsubscribed would turn the email off before its reader ever saw it.
 */
export async function isUnsubscribeToken(
  deps: Pick<ReminderDeps, 'db'>,
  token: string,
): Promise<boolean> {
  return SECRET_TOKEN.test(token) && hasUnsubscribeToken(deps.db, token);
}
