import { randomUUID } from 'node:crypto';
import type { Database, UsersTable } from '@resumio/db';
import type { Kysely } from 'kysely';

export type User = UsersTable;

export interface ExternalIdentity {
  issuer: string;
  subject: string;
  /** Undefined when the token did not say; null is never written over a known value. */
  email?: string | undefined;
  displayName?: string | undefined;
}

export function findUserByIdentity(
  db: Kysely<Database>,
  issuer: string,
  subject: string,
): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/**
 * Inserts the user unless a row for this issuer and subject exists. Two first requests of a new
 * user may race: both inserts are attempted, the unique constraint keeps one, both read it back.
 */
export async function insertUserIfAbsent(
  db: Kysely<Database>,
  identity: ExternalIdentity,
): Promise<User> {
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email ?? null,
      display_name: identity.displayName ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .execute();
  const user = await findUserByIdentity(db, identity.issuer, identity.subject);
  if (!user) throw new Error('user row vanished right after it was inserted');
  return user;
}

export async function updateUserProfile(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Pick<User, 'email' | 'display_name'>>,
): Promise<User> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
