import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';

/** How long an emailed reset link works. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

/** 256 random bits: not guessable, so the link itself is the proof of owning the mailbox. */
const TOKEN_BYTES = 32;

/** Only this is stored: a stolen copy of the table resets no one's password. */
export const hashResetToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** Creates a link's token for the account; answers the token, which only the email carries. */
export async function issueResetToken(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: hashResetToken(token),
      account_id: accountId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The account a token may still reset (unused, unexpired), without using it. */
export async function findUsableToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ accountId: string } | undefined> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('account_id')
    .where('token_hash', '=', hashResetToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? { accountId: row.account_id } : undefined;
}

/**
 * Uses the token and sets the new password in one transaction. The claim is a conditional update,
 * so of two submissions of one link exactly one wins; every other link of the account is spent
 * with it. Answers the account whose password changed, or undefined when the link no longer works.
 */
export async function resetPassword(
  db: Kysely<Database>,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<string | undefined> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', hashResetToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('account_id')
      .executeTakeFirst();
    if (!claimed) return undefined;
    const accountId = claimed.account_id;
    await trx
      .updateTable('identity_accounts')
      .set({ password_hash: passwordHash, updated_at: at })
      .where('id', '=', accountId)
      .execute();
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: at })
      .where('account_id', '=', accountId)
      .where('used_at', 'is', null)
      .execute();
    return accountId;
  });
}

/** Deletes links that can no longer be used; run with the provider's hourly sweep. */
export async function deleteExpiredResetTokens(db: Kysely<Database>, now = new Date()) {
  const result = await db
    .deleteFrom('password_reset_tokens')
    .where('expires_at', '<', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
