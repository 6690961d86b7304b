import { MailNotSentError, type MailMessage } from '../../adapters/mail/mail-port.ts';
import { AppError } from '../../lib/app-error.ts';
import { composeAcknowledgement } from './compose-acknowledgement.ts';
import { composeSupportMail } from './compose-support-mail.ts';
import type { ContactDeps } from './contact-deps.ts';
import { claimMail, releaseMail, type ContactMail, type ContactMessageRow } from './repository.ts';

/** Both emails of a message: to support, then the receipt to the sender. */
export function contactMails(deps: ContactDeps, message: ContactMessageRow) {
  return {
    support: composeSupportMail({ message, supportEmail: deps.supportEmail }),
    acknowledgement: composeAcknowledgement({ message, publicUrl: deps.publicUrl }),
  };
}

const RETRY_AFTER_SECONDS = 60;

type SendResult = 'sent' | 'not-claimed' | 'retry' | 'failed';

/**
 * Claim, then send: the claim is committed before the mail server hears of the message, so two
 * retries of one message never both send it. A mail that certainly did not leave gives its claim
 * back for the next retry; one that may have arrived is not sent again (decision 023's rule).
 */
async function sendOnce(
  deps: ContactDeps,
  message: ContactMessageRow,
  which: ContactMail,
  mail: MailMessage,
): Promise<SendResult> {
  const at = deps.clock().toISOString();
  if (!(await claimMail(deps.db, message.id, which, at))) return 'not-claimed';
  try {
    await deps.mail.send(mail);
    return 'sent';
  } catch (err) {
    if (err instanceof MailNotSentError && !err.permanent) {
      await releaseMail(deps.db, message.id, which, at);
      deps.log.warn({ err, contactMessageId: message.id, mail: which }, 'contact mail not sent');
      return 'retry';
    }
    deps.log.error(
      { err, contactMessageId: message.id, mail: which },
      'contact mail failed; not sent again',
    );
    return 'failed';
  }
}

/**
 * Sends whatever of a stored message's two emails has not gone yet (with a mail server outside
 * the database's transactions). Support comes first: the sender hears "received" only once the
 * team has the message. When support's copy certainly did not leave, the sender is asked to send
 * again; the retry finds the stored message and only sends.
 */
export async function deliverPendingMails(
  deps: ContactDeps,
  message: ContactMessageRow,
): Promise<void> {
  const mails = contactMails(deps, message);
  if (message.delivered_at === null) {
    const result = await sendOnce(deps, message, 'delivered_at', mails.support);
    if (result === 'retry') {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Your message is saved, but it could not be passed on to our team just now. Please send it again in a minute; it will not arrive twice.',
        { retryAfterSeconds: RETRY_AFTER_SECONDS },
        { logMessage: 'the mail server did not take the support copy of a contact message' },
      );
    }
  }
  if (message.acknowledged_at === null) {
    await sendOnce(deps, message, 'acknowledged_at', mails.acknowledgement);
  }
}
