import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import { normaliseEmail } from './accounts.ts';

/** How long an emailed confirmation link works: a day, as a new user may read mail tomorrow. */
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** 256 random bits: the link itself is the proof of reading the mailbox. */
const TOKEN_BYTES = 32;

/** A base64url token of 32 bytes is 43 characters; anything much longer is not one of ours. */
export const MAX_VERIFICATION_TOKEN_LENGTH = 128;

/** Only this is stored: a copy of the table confirms nobody's address. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A confirmation link's token for `email` (the account's address, or the one it moves to).
 * Earlier unused links of the account stay valid: two mails a minute apart both work.
 */
export async function issueVerificationToken(
  db: Kysely<Database>,
  input: { accountId: string; email: string; now: Date },
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db
    .insertInto('email_verification_tokens')
    .values({
      token_hash: hashToken(token),
      account_id: input.accountId,
      email: normaliseEmail(input.email),
      created_at: input.now.toISOString(),
      expires_at: new Date(input.now.getTime() + VERIFICATION_TOKEN_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

export type ConfirmResult =
  | { ok: true; accountId: string; email: string; previousEmail: string }
  | { ok: false; reason: 'invalid' | 'email-taken' };

/**
 * Uses a link: in one transaction the token is claimed (a conditional update, so of two clicks
 * exactly one wins), the account's address becomes the link's address and is marked verified,
 * and every other link of the account is spent. A link for an address another account took in
 * the meantime confirms nothing.
 */
export async function confirmVerificationToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<ConfirmResult> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<ConfirmResult> => {
    const claimed = await trx
      .updateTable('email_verification_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning(['account_id', 'email'])
      .executeTakeFirst();
    if (!claimed) return { ok: false, reason: 'invalid' };
    const account = await trx
      .selectFrom('identity_accounts')
      .select('email')
      .where('id', '=', claimed.account_id)
      .executeTakeFirst();
    if (!account) return { ok: false, reason: 'invalid' };
    if (account.email !== claimed.email) {
      const taken = await trx
        .selectFrom('identity_accounts')
        .select('id')
        .where('email', '=', claimed.email)
        .executeTakeFirst();
      if (taken) return { ok: false, reason: 'email-taken' };
    }
    await trx
      .updateTable('identity_accounts')
      .set({ email: claimed.email, email_verified_at: at, updated_at: at })
      .where('id', '=', claimed.account_id)
      .execute();
    await trx
      .updateTable('email_verification_tokens')
      .set({ used_at: at })
      .where('account_id', '=', claimed.account_id)
      .where('used_at', 'is', null)
      .execute();
    return {
      ok: true,
      accountId: claimed.account_id,
      email: claimed.email,
      previousEmail: account.email,
    };
  });
}

/** Deletes links that can no longer be used; run with the provider's hourly sweep. */
export async function deleteExpiredVerificationTokens(db: Kysely<Database>, now = new Date()) {
  const result = await db
    .deleteFrom('email_verification_tokens')
    .where('expires_at', '<', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
