import { contactTopicLabels, supportResponseTime, type ContactTopic } from '@resumio/contract';
import type { MailMessage } from '../../adapters/mail/mail-port.ts';
import { html } from '../../lib/html.ts';
import { mailDocument, messageReference, paragraphs } from './mail-layout.ts';
import type { ContactMessageRow } from './repository.ts';

export interface SupportMailInput {
  message: ContactMessageRow;
  supportEmail: string;
}

const topicLabel = (topic: string) => contactTopicLabels[topic as ContactTopic] ?? topic;

/**
 * The message as support receives it. Priority messages say so first in the subject, so an inbox
 * sorted by subject or filtered on "[Priority]" puts Premium members ahead.
 */
export function composeSupportMail({ message, supportEmail }: SupportMailInput): MailMessage {
  const priority = message.priority === 1;
  const reference = messageReference(message.id);
  const subject = `${priority ? '[Priority] ' : ''}Contact: ${topicLabel(message.topic)} from ${message.name} (${reference})`;
  const plan = priority
    ? `Premium: priority support, reply ${supportResponseTime(true)}`
    : `Standard support, reply ${supportResponseTime(false)}`;
  const account = message.user_id ? `signed in, user ${message.user_id}` : 'not signed in';
  const facts: [string, string][] = [
    ['From', `${message.name} <${message.email}>`],
    ['Topic', topicLabel(message.topic)],
    ['Support', plan],
    ['Account', account],
    ['Reference', `${reference} (${message.id})`],
    ['Received', message.created_at],
  ];

  const text = [
    'A message from the contact form.',
    '',
    ...facts.map(([label, value]) => `${`${label}:`.padEnd(11)}${value}`),
    '',
    message.message,
    '',
    '--',
    `Reply to this message to answer ${message.email}.`,
    '',
  ].join('\n');

  const body = html`${
      priority
        ? html`<p
            style="display:inline-block;background:#fef3c7;color:#92400e;font-weight:600;padding:2px 8px;border-radius:6px"
          >
            Priority support
          </p>`
        : ''
    }
    <p>A message from the contact form.</p>
    <table style="border-collapse:collapse;margin:12px 0">
      ${facts.map(
        ([label, value]) =>
          html`<tr>
            <th style="text-align:left;color:#6b7280;font-weight:normal;padding:2px 12px 2px 0">
              ${label}
            </th>
            <td style="padding:2px 0">${value}</td>
          </tr>`,
      )}
    </table>
    <div style="border-left:3px solid #d1d5db;padding:0 0 0 12px;margin:16px 0">
      ${paragraphs(message.message)}
    </div>
    <p style="color:#6b7280;font-size:13px">
      Reply to this message to answer <a href="mailto:${message.email}">${message.email}</a>. Sent
      to ${supportEmail}.
    </p>`;

  // Answering the mail in any client writes to the person, not back to the product.
  return {
    to: supportEmail,
    replyTo: message.email,
    subject,
    text,
    html: mailDocument(subject, body),
  };
}
