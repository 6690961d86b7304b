import { randomUUID } from 'node:crypto';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { MailPort } from '../mail-port.ts';

/**
 * The embedded mail adapter: each message becomes a row of mail_outbox in the database the app
 * already has, so a fresh clone "sends" mail with no server and a developer can read every message.
 */
export function createOutboxMailer(db: Kysely<Database>, clock: () => Date): MailPort {
  return {
    kind: 'outbox',
    joinsTransactions: true,
    async send(message, { transaction } = {}) {
      await (transaction ?? db)
        .insertInto('mail_outbox')
        .values({
          id: randomUUID(),
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          list_unsubscribe: message.listUnsubscribe ?? null,
          reply_to: message.replyTo ?? null,
          created_at: clock().toISOString(),
        })
        .execute();
    },
    async close() {},
  };
}
