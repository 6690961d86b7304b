import type { OutboxMessage } from './read-outbox.ts';

/** The outbox as a terminal shows it: newest first, each message's plain-text version in full. */
export function formatOutbox(messages: OutboxMessage[]): string {
  if (messages.length === 0) return 'The outbox is empty.\n';
  const rule = '-'.repeat(72);
  return messages
    .map((m) =>
      [
        rule,
        `Date:    ${m.created_at}`,
        `To:      ${m.to_address}`,
        `Subject: ${m.subject}`,
        ...(m.reply_to ? [`Reply-To: ${m.reply_to}`] : []),
        ...(m.list_unsubscribe ? [`List-Unsubscribe: <${m.list_unsubscribe}>`] : []),
        '',
        m.text_body.trimEnd(),
        '',
      ].join('\n'),
    )
    .join('\n');
}
