import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Verified addresses in the embedded provider (decision 046).
 *
 * - `identity_accounts.email_verified_at`: when the owner proved the address by the emailed
 *   link; null until then. Accounts made before this migration keep working as they did: they
 *   are counted as verified from their creation, since nothing told their owners to confirm.
 * - `email_verification_tokens`: one row per emailed confirmation link, for a new account's
 *   address or for a new address the owner wants to move to (`email`). Only a SHA-256 of the
 *   token is kept; `used_at` makes each link single-use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .alterTable('identity_accounts')
    .addColumn('email_verified_at', t.timestamp)
    .execute();
  await sql`update identity_accounts set email_verified_at = created_at`.execute(db);

  await db.schema
    .createTable('email_verification_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('identity_accounts.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('email_verification_tokens_account_idx')
    .on('email_verification_tokens')
    .column('account_id')
    .execute();
  await db.schema
    .createIndex('email_verification_tokens_expires_idx')
    .on('email_verification_tokens')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_verification_tokens').execute();
  await db.schema.alterTable('identity_accounts').dropColumn('email_verified_at').execute();
}
