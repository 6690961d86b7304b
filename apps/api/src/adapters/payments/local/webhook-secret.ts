import { randomBytes } from 'node:crypto';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';

const SECRET_NAME = 'local_webhook_secret';

/**
 * The local provider's signing secret. Unless LOCAL_WEBHOOK_SECRET is set, it is generated on
 * first start and kept in instance_secrets: a fixed value in the source would be public, and
 * anyone who can reach /api/stripe/webhook could then sign a "payment succeeded" event. Kept in
 * the database, every instance of one installation shares it.
 */
export async function ensureLocalWebhookSecret(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  const read = () =>
    db
      .selectFrom('instance_secrets')
      .select('value')
      .where('name', '=', SECRET_NAME)
      .executeTakeFirst();
  const existing = await read();
  if (existing) return existing.value;
  await db
    .insertInto('instance_secrets')
    .values({
      name: SECRET_NAME,
      value: `whsec_${randomBytes(32).toString('base64url')}`,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  // Another instance may have won the race; its secret is the one.
  return (await read())!.value;
}
