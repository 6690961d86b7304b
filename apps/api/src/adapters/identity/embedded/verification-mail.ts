import type { MailMessage } from '../../mail/mail-port.ts';
import { mailDocument } from '../../../lib/mail-document.ts';
import { html } from './views/html.ts';

/** The web app's page that reads the link's token and confirms it. */
export const CONFIRM_EMAIL_PATH = '/confirm-email';

const buttonStyle =
  'display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:8px;text-decoration:none;font-weight:600';

/**
 * The confirmation link for a new account's address, or for the address an owner moves to. The
 * token travels in the fragment (`#…`), which browsers never send to a server: it stays out of
 * access logs, proxies and Referer headers; the page posts it in a request body.
 */
export function confirmAddressMail(
  to: string,
  publicUrl: string,
  token: string,
  purpose: 'new-account' | 'change',
): MailMessage {
  const link = `${publicUrl}${CONFIRM_EMAIL_PATH}#${token}`;
  const subject = 'Confirm your email address for Resumio';
  const intro =
    purpose === 'new-account'
      ? 'Welcome to Resumio. Please confirm that this address is yours.'
      : 'You asked to use this address for your Resumio account. Please confirm that it is yours.';
  const after =
    purpose === 'new-account'
      ? 'Until then you can build and export resumes as usual; subscribing to Premium and reminder emails wait for the confirmation.'
      : 'Your account keeps its current address until you confirm.';
  return {
    to,
    subject,
    text: [
      intro,
      '',
      `Confirm your address: ${link}`,
      '',
      `The link works once, for 24 hours. ${after}`,
      '',
      'If you did not ask for this, ignore this email.',
      '',
      '--',
      `Resumio: ${publicUrl}`,
      '',
    ].join('\n'),
    html: mailDocument(
      subject,
      html`<p>${intro}</p>
        <p style="margin:24px 0">
          <a href="${link}" style="${buttonStyle}">Confirm your address</a>
        </p>
        <p>The link works once, for 24 hours. ${after}</p>
        <p style="color:#6b7280;font-size:13px;margin-top:32px">
          If you did not ask for this, ignore this email.
          <a href="${publicUrl}" style="color:#6b7280">Resumio</a>
        </p>`,
    ),
    autoSubmitted: 'auto-generated',
  };
}

/** Told to the old address when the account moves to a new one, with the way back. */
export function emailChangedMail(to: string, publicUrl: string, newEmail: string): MailMessage {
  const subject = 'Your Resumio email address was changed';
  const reset = `${publicUrl}/oidc/password-reset`;
  return {
    to,
    subject,
    text: [
      `The email address of your Resumio account was changed to ${newEmail}.`,
      'Emails about your account now go there, and you sign in with it.',
      '',
      `If this was not you, tell us at once at ${publicUrl}/contact`,
      `and reset your password: ${reset}`,
      '',
      '--',
      `Resumio: ${publicUrl}`,
      '',
    ].join('\n'),
    html: mailDocument(
      subject,
      html`<p>The email address of your Resumio account was changed to ${newEmail}.</p>
        <p>Emails about your account now go there, and you sign in with it.</p>
        <p>
          If this was not you, <a href="${publicUrl}/contact">tell us at once</a> and
          <a href="${reset}">reset your password</a>.
        </p>`,
    ),
    autoSubmitted: 'auto-generated',
  };
}
