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

/** Told to the owner when two-factor sign-in is turned off: the one change an intruder wants. */
export function twoFactorDisabledMail(to: string, publicUrl: string): MailMessage {
  const subject = 'Two-factor sign-in was turned off for your Resumio account';
  const reset = `${publicUrl}/oidc/password-reset`;
  const settings = `${publicUrl}/settings/security`;
  return {
    to,
    subject,
    text: [
      'Two-factor sign-in was just turned off for your Resumio account: signing in now needs',
      'only your password.',
      '',
      `If this was you, you can turn it on again at any time: ${settings}`,
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
          Two-factor sign-in was just turned off for your Resumio account: signing in now needs only
          your password.
        </p>
        <p>If this was you, you can <a href="${settings}">turn it on again</a> at any time.</p>
        <p>
          If this was not you, <a href="${reset}">reset your password now</a> and
          <a href="${publicUrl}/contact">tell us</a>.
        </p>`,
    ),
    autoSubmitted: 'auto-generated',
  };
}
