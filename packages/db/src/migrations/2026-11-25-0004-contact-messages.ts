import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * `contact_messages`: every message of the contact form, kept whether or not its emails left.
 *
 * - `user_id` is set when the sender was signed in; a deleted account leaves its messages unlinked.
 * - `submission_id` is chosen by the form once per message; unique, so a retried request finds its
 *   message instead of storing it twice (many rows may have none).
 * - `priority` (0 or 1, like every flag here) is set when the sender was a Premium member.
 * - `ip_hash` is a keyed hash of the sender's address, never the address itself: enough to see
 *   that messages came from one place, not to tell where that is.
 * - `delivered_at` / `acknowledged_at`: when the email to support and the acknowledgement to the
 *   sender were handed over (each one is claimed by setting it, so it goes once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('submission_id', 'text', (c) => c.unique())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('ip_hash', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('delivered_at', t.timestamp)
    .addColumn('acknowledged_at', t.timestamp)
    .execute();
  // Support reads the newest first; deleting an account finds its messages to unlink by user.
  await db.schema
    .createIndex('contact_messages_created_idx')
    .on('contact_messages')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('contact_messages_user_idx')
    .on('contact_messages')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
