import type { MailMessage } from '../../mail/mail-port.ts';
import { mailDocument } from '../../../lib/mail-document.ts';
import { html } from './views/html.ts';

/** Told to the owner after a change of password in Settings, with the way back if it was not them. */
export function passwordChangedInSettingsMail(to: string, publicUrl: string): MailMessage {
  const subject = 'Your Resumio password was changed';
  const reset = `${publicUrl}/oidc/password-reset`;
  return {
    to,
    subject,
    text: [
      'The password of your Resumio account was just changed in Settings, and every other device',
      'signed in to it was signed out.',
      '',
      `If this was not you, reset your password now: ${reset}`,
      `and tell us at ${publicUrl}/contact.`,
      '',
      '--',
      `Resumio: ${publicUrl}`,
      '',
    ].join('\n'),
    html: mailDocument(
      subject,
      html`<p>
          The password of your Resumio account was just changed in Settings, and every other device
          signed in to it was signed out.
        </p>
        <p>
          If this was not you, <a href="${reset}">reset your password now</a> and
          <a href="${publicUrl}/contact">tell us</a>.
        </p>`,
    ),
    autoSubmitted: 'auto-generated',
  };
}
