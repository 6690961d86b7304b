import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Password reset in the embedded provider.
 *
 * - `password_reset_tokens`: one row per emailed link. Only a SHA-256 of the token is kept, so a
 *   copy of the database cannot reset anyone's password. `used_at` is set when the link is used
 *   (or when another link of the account is), which makes each link single-use.
 * - `oidc_payloads.account_id`: the account a session, grant, code or refresh token belongs to,
 *   copied out of the JSON payload so that "end every session of this account" is one indexed
 *   query instead of reading every payload. Existing rows are filled from their payloads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('identity_accounts.id').onDelete('cascade'),
    )
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_account_idx')
    .on('password_reset_tokens')
    .column('account_id')
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_expires_idx')
    .on('password_reset_tokens')
    .column('expires_at')
    .execute();

  await db.schema.alterTable('oidc_payloads').addColumn('account_id', 'text').execute();
  await sql`update oidc_payloads set account_id = ${
    t.postgres ? sql`payload::jsonb ->> 'accountId'` : sql`json_extract(payload, '$.accountId')`
  }`.execute(db);
  await db.schema
    .createIndex('oidc_payloads_account_idx')
    .on('oidc_payloads')
    .column('account_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('oidc_payloads_account_idx').execute();
  await db.schema.alterTable('oidc_payloads').dropColumn('account_id').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
}
