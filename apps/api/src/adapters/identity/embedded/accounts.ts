import { randomUUID } from 'node:crypto';
import type { Database, IdentityAccountsTable } from '@resumio/db';
import type { Kysely } from 'kysely';
import { getDummyHash, hashPassword, verifyPassword } from './password-hash.ts';

export type IdentityAccount = Omit<IdentityAccountsTable, 'password_hash'>;

const PUBLIC_COLUMNS = [
  'id',
  'email',
  'name',
  'email_verified_at',
  'created_at',
  'updated_at',
] as const;

/** Emails are compared and stored trimmed and lowercased, so one address is one account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountById(
  db: Kysely<Database>,
  id: string,
): Promise<IdentityAccount | undefined> {
  return db
    .selectFrom('identity_accounts')
    .select(PUBLIC_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The account using this address, if any. */
export async function findAccountByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<IdentityAccount | undefined> {
  return db
    .selectFrom('identity_accounts')
    .select(PUBLIC_COLUMNS)
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export type CreateAccountResult =
  { ok: true; account: IdentityAccount } | { ok: false; reason: 'email-taken' };

/** Creates an account; a taken email (even one taken a moment ago by a racing request) is reported, not thrown. */
export async function createAccount(
  db: Kysely<Database>,
  input: { email: string; name: string; password: string },
): Promise<CreateAccountResult> {
  const now = new Date().toISOString();
  const account: IdentityAccount = {
    id: randomUUID(),
    email: normaliseEmail(input.email),
    name: input.name.trim(),
    // Confirmed later by the emailed link (decision 046).
    email_verified_at: null,
    created_at: now,
    updated_at: now,
  };
  const inserted = await db
    .insertInto('identity_accounts')
    .values({ ...account, password_hash: await hashPassword(input.password) })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? { ok: true, account } : { ok: false, reason: 'email-taken' };
}

/**
 * The account for these credentials, or undefined. An unknown email still costs one scrypt
 * verification, so response time does not tell whether an address has an account.
 */
export async function verifyCredentials(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<IdentityAccount | undefined> {
  const row = await db
    .selectFrom('identity_accounts')
    .select([...PUBLIC_COLUMNS, 'password_hash'])
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  if (!row) {
    await verifyPassword(password, await getDummyHash());
    return undefined;
  }
  const { password_hash: passwordHash, ...account } = row;
  return (await verifyPassword(password, passwordHash)) ? account : undefined;
}
