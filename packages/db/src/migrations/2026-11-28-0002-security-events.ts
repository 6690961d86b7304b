import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Recent security events of embedded-provider accounts (decision 046): sign-ins, password and
 * email changes, resets, signing out everywhere. Shown to the owner for 90 days, then deleted.
 * `grant_id` ties a sign-in to the provider grant (the browser session) it started, so the
 * sessions list can say which device each one is; `user_agent` is cut short and never parsed
 * for anything but that label. No network address is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('security_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('identity_accounts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('security_events_account_idx')
    .on('security_events')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('security_events_created_idx')
    .on('security_events')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('security_events').execute();
}
