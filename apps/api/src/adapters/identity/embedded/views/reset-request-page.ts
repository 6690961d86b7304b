import {
  errorSummary,
  field,
  firstToFocus,
  type FieldName,
  type FormState,
} from './form-fields.ts';
import { html } from './html.ts';
import { layout } from './layout.ts';

const ORDER: FieldName[] = ['email'];

/** "Forgot your password?": the address to send a reset link to. */
export function resetRequestPage(publicUrl: string, state: FormState): string {
  const failed = Boolean(state.formError) || Object.keys(state.errors).length > 0;
  const body = html`<h1>Reset your password</h1>
    <p class="lead">
      Enter the email address you sign in with. We will send you a link to choose a new password.
    </p>
    ${errorSummary(state, ORDER)}
    <form method="post" action="/oidc/password-reset" novalidate>
      ${field({
        name: 'email',
        label: 'Email',
        type: 'email',
        autocomplete: 'username',
        value: state.values.email,
        error: state.errors.email,
        autofocus: firstToFocus(state, ORDER) === 'email',
        maxlength: 254,
      })}
      <button class="button" type="submit">Send reset link</button>
    </form>
    <p class="switch">Remembered it? <a href="${publicUrl}/login">Back to sign in</a></p>`;
  return layout({
    title: failed ? 'Error: Reset your password' : 'Reset your password',
    homeUrl: `${publicUrl}/`,
    body,
  });
}

/**
 * The answer to every request, whether or not the address has an account: saying which would let
 * anyone test addresses.
 */
export function resetRequestedPage(publicUrl: string, email: string): string {
  const body = html`<h1>Check your inbox</h1>
    <p class="lead">
      If an account uses <strong>${email}</strong>, we have sent it a link to choose a new password.
      The link works once, for 30 minutes.
    </p>
    <p class="lead">
      Nothing after a few minutes? Check your spam folder, or
      <a href="/oidc/password-reset">try another address</a>.
    </p>
    <a class="button" href="${publicUrl}/login">Back to sign in</a>`;
  return layout({ title: 'Check your inbox', homeUrl: `${publicUrl}/`, body });
}
