import type { Database, MailOutboxTable } from '@resumio/db';
import type { Kysely } from 'kysely';

export type OutboxMessage = MailOutboxTable;

/** The newest messages of the outbox, newest first. */
export async function readOutbox(db: Kysely<Database>, limit: number): Promise<OutboxMessage[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
