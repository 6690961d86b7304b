import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Reminders that reach the user, and the mail that carries them.
 *
 * - `mail_outbox`: every message of the embedded mail adapter, newest read first by the dev page
 *   and `npm run mail:outbox`.
 * - `reminder_settings`: the morning digest per user (absent: the defaults, digest off). The
 *   unsubscribe token is made with the row and never changes, so every digest ever sent keeps a
 *   working link.
 * - `calendar_feeds`: the secret token of a user's calendar (ICS) feed; regenerating replaces it.
 * - `digest_sends`: one row per user and local day once that day's digest is settled. The primary
 *   key is the claim that makes a digest go out once across instances; `items` is 0 when nothing
 *   was due and no mail was sent.
 * - `scheduler_leases`: which instance runs a periodic scan until when, so instances take turns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_created_idx')
    .on('mail_outbox')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('reminder_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // 0 or 1, like every flag here.
    .addColumn('email_digest', 'integer', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('digest_hour', 'integer', (c) => c.notNull())
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  // The digest scan reads only the users who want it.
  await db.schema
    .createIndex('reminder_settings_digest_idx')
    .on('reminder_settings')
    .column('email_digest')
    .where(sql.ref('email_digest'), '=', 1)
    .execute();

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('digest_sends')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // `YYYY-MM-DD` in the user's time zone when the digest was settled.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('sent_at', t.timestamp, (c) => c.notNull())
    .addColumn('items', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('digest_sends_pkey', ['user_id', 'day'])
    .execute();
  // Old rows are pruned by day.
  await db.schema.createIndex('digest_sends_day_idx').on('digest_sends').column('day').execute();

  await db.schema
    .createTable('scheduler_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduler_leases').execute();
  await db.schema.dropTable('digest_sends').execute();
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema.dropTable('reminder_settings').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
