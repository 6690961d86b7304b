import type { Database } from '@resumio/db';
import type { Kysely, Transaction } from 'kysely';

/** One message to one person, in plain text and in HTML (clients choose which to show). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The address that stops this kind of mail. Sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 2369, RFC 8058), so mail clients show
   * their own unsubscribe button; the address must accept a POST.
   */
  listUnsubscribe?: string;
  /** Where the recipient's answer goes (`Reply-To`), e.g. the person who wrote to support. */
  replyTo?: string;
  /**
   * `Auto-Submitted` (RFC 3834): `auto-replied` for an automatic answer to a person's message,
   * `auto-generated` for mail the system sends on its own (digests). Out-of-office responders and
   * mailing lists do not answer such mail, so no loop of automatic replies can start.
   */
  autoSubmitted?: 'auto-replied' | 'auto-generated';
}

export interface SendOptions {
  /**
   * The caller's open transaction. An adapter that writes to the database joins it, so the message
   * exists exactly when the caller's other writes commit; the others ignore it.
   */
  transaction?: Transaction<Database> | Kysely<Database>;
}

/**
 * The `mail` port: reminders and notifications leave through here. `outbox` writes each message to
 * the mail_outbox table (read with `npm run mail:outbox` or /dev/outbox); `smtp` hands it to the
 * server named by SMTP_URL.
 *
 * `send` throws `MailNotSentError` when it is certain the message did not leave (no connection,
 * refused before the content was sent), so a caller may release what it claimed and retry; any
 * other error leaves it unknown whether the message arrived.
 */
export interface MailPort {
  readonly kind: 'outbox' | 'smtp';
  /** True when `send` writes inside `options.transaction`, false when it talks to another server. */
  readonly joinsTransactions: boolean;
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  close(): Promise<void>;
}

/**
 * The message certainly did not leave. `permanent`: the server refused it for good (a 5xx reply
 * such as "no such mailbox"), so trying again would be refused again; otherwise try again later.
 */
export class MailNotSentError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MailNotSentError';
  }
}
