import type { Database } from '@resumio/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MailPort } from '../../adapters/mail/mail-port.ts';
import type { FormTokens } from './form-token.ts';

export interface ContactDeps {
  db: Kysely<Database>;
  mail: MailPort;
  clock: () => Date;
  /** The inbox messages are delivered to (SUPPORT_EMAIL). */
  supportEmail: string;
  /** The product's address, for links in the acknowledgement. */
  publicUrl: string;
  /** Hashes a sender's network address with the instance's key, so it is never stored as is. */
  hashAddress: (ip: string) => Promise<string>;
  /** Stamps and checks when a form was shown, by the server's clock. */
  formTokens: FormTokens;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}
