import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('identity_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', t.timestamp)
    .addColumn('consumed_at', t.timestamp)
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema
    .createIndex('oidc_payloads_grant_idx')
    .on('oidc_payloads')
    .columns(['grant_id'])
    .execute();
  await db.schema
    .createIndex('oidc_payloads_uid_idx')
    .on('oidc_payloads')
    .columns(['model', 'uid'])
    .execute();
  await db.schema
    .createIndex('oidc_payloads_user_code_idx')
    .on('oidc_payloads')
    .columns(['model', 'user_code'])
    .execute();
  await db.schema
    .createIndex('oidc_payloads_expires_idx')
    .on('oidc_payloads')
    .columns(['expires_at'])
    .execute();

  await db.schema
    .createTable('instance_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('instance_secrets').execute();
  await db.schema.dropTable('oidc_payloads').execute();
  await db.schema.dropTable('identity_accounts').execute();
}
