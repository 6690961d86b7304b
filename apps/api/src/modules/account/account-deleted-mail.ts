import type { MailMessage } from '../../adapters/mail/mail-port.ts';
import { html } from '../../lib/html.ts';
import { mailDocument } from '../contact/mail-layout.ts';

/** Sent once the account is gone: what happened, what was kept, and who to ask. */
export function accountDeletedMail(
  to: string,
  publicUrl: string,
  { subscriptionCancelled }: { subscriptionCancelled: boolean },
): MailMessage {
  const subject = 'Your Resumio account was deleted';
  const billing = subscriptionCancelled
    ? 'Your Premium subscription was cancelled: no further payment will be taken.'
    : undefined;
  const lines = [
    'Your Resumio account and everything in it (resumes, cover letters, job applications and',
    'settings) were deleted, and every device signed in to it was signed out.',
    ...(billing ? ['', billing] : []),
    '',
    'Payment records the law requires us to keep stay with the payment provider, without your',
    'documents. You can create a new account with this address at any time.',
    '',
    `If you did not ask for this, tell us at ${publicUrl}/contact.`,
    '',
    '--',
    `Resumio: ${publicUrl}`,
  ];
  return {
    to,
    subject,
    text: `${lines.join('\n')}\n`,
    html: mailDocument(
      subject,
      html`<p>
          Your Resumio account and everything in it (resumes, cover letters, job applications and
          settings) were deleted, and every device signed in to it was signed out.
        </p>
        ${billing ? html`<p>${billing}</p>` : ''}
        <p>
          Payment records the law requires us to keep stay with the payment provider, without your
          documents. You can create a new account with this address at any time.
        </p>
        <p style="color:#6b7280;font-size:13px;margin-top:32px">
          If you did not ask for this, <a href="${publicUrl}/contact">tell us</a>.
          <a href="${publicUrl}" style="color:#6b7280">Resumio</a>
        </p>`,
    ),
    autoSubmitted: 'auto-generated',
  };
}
