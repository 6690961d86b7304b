import { PASSWORD_MIN_LENGTH } from '../password-policy.ts';
import { errorSummary, field, type FieldName, type FormState } from './form-fields.ts';
import { html, raw } from './html.ts';
import { layout } from './layout.ts';
import { RESET_SCRIPT_PATH, RESET_SCRIPT_VERSION } from './reset-script.ts';

const ORDER: FieldName[] = ['password'];

/**
 * The page the emailed link opens: a new password. The link's token is in the address's fragment;
 * the page's script copies it into the hidden field (a refused attempt sends it back in the form),
 * so it reaches the server only in a form body, never in a logged URL.
 */
export function resetPasswordPage(
  publicUrl: string,
  state: FormState & { token?: string },
): string {
  const failed = Boolean(state.formError) || Object.keys(state.errors).length > 0;
  const body = html`<h1>Choose a new password</h1>
    <p class="lead">Choosing a new password signs you out on every device.</p>
    ${errorSummary(state, ORDER)}
    <form method="post" action="/oidc/password-reset/new" novalidate>
      <input type="hidden" name="token" value="${state.token ?? ''}" data-reset-token />
      ${field({
        name: 'password',
        label: 'New password',
        type: 'password',
        autocomplete: 'new-password',
        hint: `At least ${PASSWORD_MIN_LENGTH} characters`,
        error: state.errors.password,
        autofocus: true,
      })}
      <button class="button" type="submit">Save new password</button>
    </form>
    <noscript
      ><p class="switch">
        This page needs JavaScript to read the link from your email. Please turn it on.
      </p></noscript
    >
    ${raw(`<script src="${RESET_SCRIPT_PATH}?v=${RESET_SCRIPT_VERSION}" defer></script>`)}`;
  return layout({
    title: failed ? 'Error: Choose a new password' : 'Choose a new password',
    homeUrl: `${publicUrl}/`,
    body,
  });
}
