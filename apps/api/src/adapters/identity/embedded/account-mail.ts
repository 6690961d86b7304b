import type { MailMessage } from '../../mail/mail-port.ts';
import { mailDocument } from '../../../lib/mail-document.ts';
import { html, type SafeHtml } from './views/html.ts';

/** Where the emailed links lead: the reset pages of this provider, on the public address. */
export const RESET_REQUEST_PATH = '/oidc/password-reset';
export const RESET_PASSWORD_PATH = '/oidc/password-reset/new';

const button = (href: string, text: string) =>
  html`<p style="margin:24px 0">
    <a
      href="${href}"
      style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:8px;text-decoration:none;font-weight:600"
      >${text}</a
    >
  </p>`;

const footer = (publicUrl: string, note: string) =>
  html`<p style="color:#6b7280;font-size:13px;margin-top:32px">
    ${note} <a href="${publicUrl}" style="color:#6b7280">Resumio</a>
  </p>`;

function message(to: string, subject: string, lines: string[], body: SafeHtml): MailMessage {
  return {
    to,
    subject,
    text: `${lines.join('\n')}\n`,
    html: mailDocument(subject, body),
    autoSubmitted: 'auto-generated',
  };
}

/**
 * The reset link. The token travels in the fragment (`#…`), which browsers never send to a
 * server: it stays out of access logs, proxies and Referer headers; the page's script puts it in
 * the form.
 */
export function resetLinkMail(to: string, publicUrl: string, token: string): MailMessage {
  const link = `${publicUrl}${RESET_PASSWORD_PATH}#${token}`;
  const subject = 'Reset your Resumio password';
  return message(
    to,
    subject,
    [
      'Someone (we hope you) asked to reset the password of your Resumio account.',
      '',
      `Choose a new password here: ${link}`,
      '',
      'The link works once, for 30 minutes. Choosing a new password signs you out on every device.',
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
      '',
      '--',
      `Resumio: ${publicUrl}`,
    ],
    html`<p>Someone (we hope you) asked to reset the password of your Resumio account.</p>
      ${button(link, 'Choose a new password')}
      <p>
        The link works once, for 30 minutes. Choosing a new password signs you out on every device.
      </p>
      ${footer(publicUrl, 'If you did not ask for this, ignore this email: your password stays as it is.')}`,
  );
}

/** Told to the owner after a reset, so a reset they did not make does not go unnoticed. */
export function passwordChangedMail(to: string, publicUrl: string): MailMessage {
  const again = `${publicUrl}${RESET_REQUEST_PATH}`;
  const subject = 'Your Resumio password was changed';
  return message(
    to,
    subject,
    [
      'The password of your Resumio account was just changed with a reset link, and every device',
      'signed in to it was signed out.',
      '',
      `If this was not you, reset your password again now: ${again}`,
      `and tell us at ${publicUrl}/contact.`,
      '',
      '--',
      `Resumio: ${publicUrl}`,
    ],
    html`<p>
        The password of your Resumio account was just changed with a reset link, and every device
        signed in to it was signed out.
      </p>
      <p>
        If this was not you, <a href="${again}">reset your password again now</a> and
        <a href="${publicUrl}/contact">tell us</a>.
      </p>
      ${footer(publicUrl, 'If it was you, there is nothing else to do.')}`,
  );
}

/** Many wrong passwords for the address: the owner learns of it and of the way to stay safe. */
export function signInAttemptsMail(to: string, publicUrl: string): MailMessage {
  const reset = `${publicUrl}${RESET_REQUEST_PATH}`;
  const subject = 'Someone tried to sign in to your Resumio account';
  return message(
    to,
    subject,
    [
      'There have been several sign-ins to your Resumio account with a wrong password in the last',
      'few minutes. Nobody got in: the password was wrong every time.',
      '',
      'If this was you, there is nothing to do; you can reset a forgotten password here:',
      reset,
      '',
      'If it was not you, your account is still safe, and you can still sign in as usual. A long',
      'password you use nowhere else keeps it that way.',
      '',
      '--',
      `Resumio: ${publicUrl}`,
    ],
    html`<p>
        There have been several sign-ins to your Resumio account with a wrong password in the last
        few minutes. Nobody got in: the password was wrong every time.
      </p>
      <p>If this was you, there is nothing to do; you can reset a forgotten password:</p>
      ${button(reset, 'Reset your password')}
      <p>
        If it was not you, your account is still safe, and you can still sign in as usual. A long
        password you use nowhere else keeps it that way.
      </p>
      ${footer(publicUrl, 'We send this at most once every 15 minutes.')}`,
  );
}

/**
 * A registration with an address that has an account. The page says nothing about the address
 * (decision 010); its owner hears of it here, with the ways back into the account they have.
 */
export function registrationAttemptMail(to: string, publicUrl: string): MailMessage {
  const signIn = `${publicUrl}/login`;
  const reset = `${publicUrl}${RESET_REQUEST_PATH}`;
  const subject = 'Someone tried to create a Resumio account with your address';
  return message(
    to,
    subject,
    [
      'Someone just tried to create a new Resumio account with this email address. You already have',
      'an account, so nothing was created and nothing about your account changed.',
      '',
      `If it was you, sign in instead: ${signIn}`,
      `Forgot your password? Reset it here: ${reset}`,
      '',
      'If it was not you, you can ignore this email.',
      '',
      '--',
      `Resumio: ${publicUrl}`,
    ],
    html`<p>
        Someone just tried to create a new Resumio account with this email address. You already have
        an account, so nothing was created and nothing about your account changed.
      </p>
      <p>If it was you, sign in instead:</p>
      ${button(signIn, 'Sign in')}
      <p>Forgot your password? <a href="${reset}">Reset it here</a>.</p>
      ${footer(publicUrl, 'If it was not you, you can ignore this email.')}`,
  );
}
