import type { Database } from '@resumio/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MailPort } from '../../adapters/mail/mail-port.ts';

export interface ReminderDeps {
  db: Kysely<Database>;
  mail: MailPort;
  /** What "now" is: today's reminders and the digest's hour depend on it (tests fix it). */
  clock: () => Date;
  /** Where links in mail and the calendar feed point (the configured public address). */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}
