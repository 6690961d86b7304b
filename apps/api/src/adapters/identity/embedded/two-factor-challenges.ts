import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';

/** How long the code page waits after a right password before the sign-in starts again. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/**
 * Sign-ins past their password that wait for the second factor, keyed by the provider's
 * interaction: only the browser holding that interaction's cookie can answer, and only within
 * ten minutes. Kept in the database so any instance can take the code.
 */
export async function openChallenge(
  db: Kysely<Database>,
  { interactionId, accountId, now }: { interactionId: string; accountId: string; now: Date },
): Promise<void> {
  const values = {
    account_id: accountId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
  };
  await db
    .insertInto('two_factor_challenges')
    .values({ interaction_id: interactionId, ...values })
    .onConflict((oc) => oc.column('interaction_id').doUpdateSet(values))
    .execute();
}

/** The account waiting on this interaction, if its challenge is still open. */
export async function findChallenge(
  db: Kysely<Database>,
  interactionId: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('two_factor_challenges')
    .select('account_id')
    .where('interaction_id', '=', interactionId)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.account_id;
}

/** Closes it; true only for the one request that did, so a sign-in finishes once. */
export async function closeChallenge(
  db: Kysely<Database>,
  interactionId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('two_factor_challenges')
    .where('interaction_id', '=', interactionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteExpiredChallenges(db: Kysely<Database>, now = new Date()) {
  const result = await db
    .deleteFrom('two_factor_challenges')
    .where('expires_at', '<', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
