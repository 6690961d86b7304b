import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { MailConfig } from '../../config.ts';
import type { MailPort } from './mail-port.ts';
import { createOutboxMailer } from './outbox/outbox-mailer.ts';
import { createSmtpMailer } from './smtp/smtp-mailer.ts';

/** The adapter chosen once at start-up: SMTP when SMTP_URL is set, else the outbox table. */
export function createMailPort(
  config: MailConfig,
  db: Kysely<Database>,
  clock: () => Date,
): MailPort {
  return config.smtpUrl
    ? createSmtpMailer({ url: config.smtpUrl, from: config.from })
    : createOutboxMailer(db, clock);
}
