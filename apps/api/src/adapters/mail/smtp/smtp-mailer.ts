import nodemailer from 'nodemailer';
import { MailNotSentError, type MailPort } from '../mail-port.ts';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
  url: string;
  from: string;
}

/** Failures that happen before the server could have accepted the message. */
const BEFORE_MESSAGE = new Set(['EDNS', 'ETLS']);

interface SmtpFailure {
  code?: string;
  syscall?: string;
  responseCode?: number;
  message?: string;
}

/**
 * What a failed send tells: a refusal reply (4xx/5xx), or a failure while connecting or signing
 * in, means the server never took the message. A connection lost after the content was sent
 * leaves it unknown, so that stays a plain error (the caller must not send again).
 */
function classify(error: unknown): Error {
  const failure = (error ?? {}) as SmtpFailure;
  const reason = failure.message ?? 'the mail server failed';
  // Refused credentials are the operator's to fix, not the recipient's: worth another try.
  if (failure.code === 'EAUTH') {
    return new MailNotSentError(`the mail server refused to sign in: ${reason}`, false, {
      cause: error,
    });
  }
  if (typeof failure.responseCode === 'number' && failure.responseCode >= 400) {
    return new MailNotSentError(
      `refused by the mail server: ${reason}`,
      failure.responseCode >= 500,
      {
        cause: error,
      },
    );
  }
  if (failure.syscall === 'connect' || (failure.code && BEFORE_MESSAGE.has(failure.code))) {
    return new MailNotSentError(`could not reach the mail server: ${reason}`, false, {
      cause: error,
    });
  }
  return error instanceof Error ? error : new Error(reason);
}

/** The production mail adapter: each message is handed to the SMTP server named by SMTP_URL. */
export function createSmtpMailer({ url, from }: SmtpMailerOptions): MailPort {
  // One pooled connection reused across a digest run instead of a handshake per message.
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: 2 });
  return {
    kind: 'smtp',
    joinsTransactions: false,
    async send(message) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo && { replyTo: message.replyTo }),
          ...(message.listUnsubscribe && { list: { unsubscribe: message.listUnsubscribe } }),
          headers: {
            ...(message.listUnsubscribe && {
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }),
            ...(message.autoSubmitted && { 'Auto-Submitted': message.autoSubmitted }),
          },
        });
      } catch (error) {
        throw classify(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}
