import type { Kysely } from 'kysely';

/**
 * `mail_outbox.list_unsubscribe`: the one-click unsubscribe address a message carries (its
 * `List-Unsubscribe` header over SMTP), kept so the embedded outbox shows what a mail client would.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('list_unsubscribe', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('list_unsubscribe').execute();
}
