import { PASSWORD_MIN_LENGTH } from '../password-policy.ts';
import {
  errorSummary,
  field,
  firstToFocus,
  type FieldName,
  type FormState,
} from './form-fields.ts';
import { html } from './html.ts';
import { layout } from './layout.ts';
import type { AuthPageContext } from './sign-in-page.ts';

const ORDER: FieldName[] = ['name', 'email', 'password'];

export function registerPage({ uid, publicUrl }: AuthPageContext, state: FormState): string {
  const focus = firstToFocus(state, ORDER);
  const failed = Boolean(state.formError) || Object.keys(state.errors).length > 0;
  const body = html`<h1>Create your Resumio account</h1>
    <p class="lead">Build, tailor and track your resumes. It takes less than a minute.</p>
    ${errorSummary(state, ORDER)}
    <form method="post" action="/oidc/interaction/${uid}/register" novalidate>
      ${field({
        name: 'name',
        label: 'Full name',
        type: 'text',
        autocomplete: 'name',
        value: state.values.name,
        error: state.errors.name,
        autofocus: focus === 'name',
        maxlength: 100,
      })}
      ${field({
        name: 'email',
        label: 'Email',
        type: 'email',
        autocomplete: 'email',
        value: state.values.email,
        error: state.errors.email,
        autofocus: focus === 'email',
        maxlength: 254,
      })}
      ${field({
        name: 'password',
        label: 'Password',
        type: 'password',
        autocomplete: 'new-password',
        hint: `At least ${PASSWORD_MIN_LENGTH} characters`,
        error: state.errors.password,
        autofocus: focus === 'password',
      })}
      <button class="button" type="submit">Create account</button>
    </form>
    <p class="switch">
      Already have an account? <a href="/oidc/interaction/${uid}?screen=login">Sign in instead</a>
    </p>`;
  return layout({
    title: failed ? 'Error: Create your account' : 'Create your account',
    homeUrl: `${publicUrl}/`,
    body,
  });
}
