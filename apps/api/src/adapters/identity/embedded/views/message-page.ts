import { html, raw } from './html.ts';
import { layout } from './layout.ts';
import { SIGN_OUT_SCRIPT_PATH, SIGN_OUT_SCRIPT_VERSION } from './sign-out-script.ts';

export interface MessagePageOptions {
  title: string;
  message: string;
  /** One way onwards, e.g. back to the product's sign-in. */
  link: { href: string; text: string };
  homeUrl: string;
}

/** A short page with a heading, a sentence and a way out: errors, expiry, signed out. */
export function messagePage({ title, message, link, homeUrl }: MessagePageOptions): string {
  const body = html`<h1>${title}</h1>
    <p class="lead">${message}</p>
    <a class="button" href="${link.href}">${link.text}</a>`;
  return layout({ title, homeUrl, body });
}

/**
 * The sign-out confirmation. `providerForm` is oidc-provider's own hidden form (its action and
 * anti-forgery token, already escaped by the provider); our buttons submit it by its id.
 */
export function logoutPage({
  providerForm,
  homeUrl,
  autoConfirm = false,
}: {
  providerForm: string;
  homeUrl: string;
  /** True when the request carries an ID token of the person signed in here. */
  autoConfirm?: boolean;
}): string {
  // The hidden input carries the answer when the script submits the form without a click.
  const answer = autoConfirm
    ? raw('<input type="hidden" name="logout" value="yes" form="op.logoutForm" />')
    : '';
  const script = autoConfirm
    ? raw(`<script src="${SIGN_OUT_SCRIPT_PATH}?v=${SIGN_OUT_SCRIPT_VERSION}" defer></script>`)
    : '';
  const body = html`<h1>Sign out of Resumio?</h1>
    <p class="lead">You will need to sign in again to get back to your resumes.</p>
    ${raw(providerForm)} ${answer}
    <button
      class="button"
      type="submit"
      form="op.logoutForm"
      name="logout"
      value="yes"
      autofocus
      ${autoConfirm ? raw('data-auto-confirm') : ''}
    >
      Sign out
    </button>
    <a class="button button-secondary" href="${homeUrl}">Cancel</a>${script}`;
  return layout({ title: 'Sign out', homeUrl, body });
}
