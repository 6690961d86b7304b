import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Two-factor sign-in for embedded-provider accounts (decision 053).
 *
 * `two_factor_credentials`: one authenticator per account. The TOTP secret is kept encrypted
 * (AES-256-GCM under an installation key); `confirmed_at` is null while an enrolment waits for
 * its first code, and such a row is worthless after `pending_expires_at`. `last_used_step` is
 * the last accepted 30-second step, so a code cannot be used twice.
 *
 * `two_factor_recovery_codes`: ten single-use codes per account, stored as keyed hashes only.
 *
 * `two_factor_challenges`: a sign-in whose password was right and that now waits for the second
 * factor, keyed by the provider's interaction id; it expires with the interaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('two_factor_credentials')
    .addColumn('account_id', 'text', (c) =>
      c.primaryKey().references('identity_accounts.id').onDelete('cascade'),
    )
    .addColumn('secret_ciphertext', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', t.timestamp)
    .addColumn('pending_expires_at', t.timestamp)
    .addColumn('last_used_step', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('identity_accounts.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('two_factor_recovery_codes_account_idx')
    .on('two_factor_recovery_codes')
    .column('account_id')
    .execute();
  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('interaction_id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('identity_accounts.id').onDelete('cascade'),
    )
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('two_factor_challenges_account_idx')
    .on('two_factor_challenges')
    .column('account_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('two_factor_challenges').execute();
  await db.schema.dropTable('two_factor_recovery_codes').execute();
  await db.schema.dropTable('two_factor_credentials').execute();
}
