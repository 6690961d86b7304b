import type { Kysely } from 'kysely';

/**
 * `mail_outbox.reply_to`: where an answer to the message goes (its `Reply-To` header over SMTP),
 * such as the sender of a contact message, kept so the embedded outbox shows it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('reply_to').execute();
}
