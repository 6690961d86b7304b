import { errorSummary, field, type FieldName, type FormState } from './form-fields.ts';
import { html } from './html.ts';
import { layout } from './layout.ts';
import type { AuthPageContext } from './sign-in-page.ts';

const ORDER: FieldName[] = ['code'];

/**
 * The second sign-in step (decision 053): one field takes the app's six digits or a recovery
 * code, so nobody has to find a second form. `one-time-code` lets phones offer a code they saw.
 */
export function twoFactorPage({ uid, publicUrl }: AuthPageContext, state: FormState): string {
  const failed = Boolean(state.formError) || Object.keys(state.errors).length > 0;
  const body = html`<h1>Enter your sign-in code</h1>
    <p class="lead">
      Your password was right. To finish signing in, enter the code your authenticator app shows for
      Resumio.
    </p>
    ${errorSummary(state, ORDER)}
    <form method="post" action="/oidc/interaction/${uid}/two-factor" novalidate>
      ${field({
        name: 'code',
        label: 'Code',
        type: 'text',
        autocomplete: 'one-time-code',
        hint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
        value: state.values.code,
        error: state.errors.code,
        autofocus: true,
        maxlength: 64,
        verbatim: true,
      })}
      <button class="button" type="submit">Continue</button>
    </form>
    <p class="switch">
      Lost your phone and your recovery codes? <a href="${publicUrl}/contact">Contact us</a>
    </p>
    <p class="switch"><a href="/oidc/interaction/${uid}">Sign in as someone else</a></p>`;
  return layout({
    title: failed ? 'Error: Enter your sign-in code' : 'Enter your sign-in code',
    homeUrl: `${publicUrl}/`,
    body,
  });
}
