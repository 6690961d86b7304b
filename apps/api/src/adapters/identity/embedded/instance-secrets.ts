import { randomBytes } from 'node:crypto';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';

/**
 * Returns the secret stored under `name`, creating it on first use. Several instances may start at
 * once on one database: each offers its own value, only the first insert wins, and everyone then
 * reads the winner back, so all instances end up with the same secret.
 */
export async function getOrCreateSecret(
  db: Kysely<Database>,
  name: string,
  generate: () => string | Promise<string>,
): Promise<string> {
  const read = () =>
    db.selectFrom('instance_secrets').select('value').where('name', '=', name).executeTakeFirst();

  const existing = await read();
  if (existing) return existing.value;

  await db
    .insertInto('instance_secrets')
    .values({ name, value: await generate(), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error(`Instance secret "${name}" could not be stored`);
  return stored.value;
}

/**
 * A random 32-byte key of this installation, read (or made) on first use and kept in memory. A
 * failed read is not kept: the next use tries again.
 */
export function instanceKeyLoader(db: Kysely<Database>, name: string): () => Promise<string> {
  let key: Promise<string> | undefined;
  return () => {
    key ??= getOrCreateSecret(db, name, () => randomBytes(32).toString('base64url')).catch(
      (error: unknown) => {
        key = undefined;
        throw error;
      },
    );
    return key;
  };
}
