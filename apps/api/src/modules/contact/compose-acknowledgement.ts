import { contactTopicLabels, supportResponseTime, type ContactTopic } from '@resumio/contract';
import type { MailMessage } from '../../adapters/mail/mail-port.ts';
import { html } from '../../lib/html.ts';
import { mailDocument, messageReference } from './mail-layout.ts';
import type { ContactMessageRow } from './repository.ts';

export interface AcknowledgementInput {
  message: ContactMessageRow;
  publicUrl: string;
}

const receivedFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * The receipt the sender gets. It repeats nothing they typed (neither name nor message): anyone
 * can put any address in the form, and a receipt that echoed free text would let strangers send
 * their own words to that address under our name. The topic, the reference and the promise are
 * ours.
 */
export function composeAcknowledgement({ message, publicUrl }: AcknowledgementInput): MailMessage {
  const priority = message.priority === 1;
  const reference = messageReference(message.id);
  const topic = contactTopicLabels[message.topic as ContactTopic] ?? 'your question';
  const received = `${receivedFormat.format(new Date(message.created_at))} UTC`;
  const subject = priority
    ? `Priority support: we received your message (${reference})`
    : `We received your message (${reference})`;
  const promise = priority
    ? `As a Premium member you have priority support: we reply ${supportResponseTime(true)}.`
    : `We reply ${supportResponseTime(false)}.`;

  const text = [
    `Thank you for contacting Resumio. We received your message about “${topic}” on ${received}.`,
    '',
    promise,
    '',
    `Your reference is ${reference}. Mention it if you write to us about this again.`,
    '',
    'If you did not write to us, you can ignore this email.',
    '',
    '--',
    `Resumio: ${publicUrl}`,
    '',
  ].join('\n');

  const body = html`<p>
      Thank you for contacting Resumio. We received your message about “${topic}” on
      ${received}.
    </p>
    <p${priority ? html` style="font-weight:600"` : ''}>${promise}</p>
    <p>
      Your reference is <strong>${reference}</strong>. Mention it if you write to us about this
      again.
    </p>
    <p style="color:#6b7280;font-size:13px;margin-top:32px">
      If you did not write to us, you can ignore this email.
      <a href="${publicUrl}" style="color:#6b7280">Resumio</a>
    </p>`;

  return {
    to: message.email,
    subject,
    text,
    html: mailDocument(subject, body),
    autoSubmitted: 'auto-replied',
  };
}
