import {
  errorSummary,
  field,
  firstToFocus,
  type FieldName,
  type FormState,
} from './form-fields.ts';
import { html } from './html.ts';
import { layout } from './layout.ts';

export interface AuthPageContext {
  uid: string;
  /** The product's public URL, for the wordmark and links back into the app. */
  publicUrl: string;
}

const ORDER: FieldName[] = ['email', 'password'];

export function signInPage({ uid, publicUrl }: AuthPageContext, state: FormState): string {
  const focus = firstToFocus(state, ORDER);
  const failed = Boolean(state.formError) || Object.keys(state.errors).length > 0;
  const body = html`<h1>Sign in to Resumio</h1>
    <p class="lead">Welcome back. Sign in to pick up where you left off.</p>
    ${errorSummary(state, ORDER)}
    <form method="post" action="/oidc/interaction/${uid}/login" novalidate>
      ${field({
        name: 'email',
        label: 'Email',
        type: 'email',
        autocomplete: 'username',
        value: state.values.email,
        error: state.errors.email,
        autofocus: focus === 'email',
        maxlength: 254,
      })}
      ${field({
        name: 'password',
        label: 'Password',
        type: 'password',
        autocomplete: 'current-password',
        error: state.errors.password,
        autofocus: focus === 'password',
      })}
      <p class="aside"><a href="/oidc/password-reset">Forgot your password?</a></p>
      <button class="button" type="submit">Sign in</button>
    </form>
    <p class="switch">
      New to Resumio? <a href="/oidc/interaction/${uid}?screen=register">Create an account</a>
    </p>`;
  return layout({ title: failed ? 'Error: Sign in' : 'Sign in', homeUrl: `${publicUrl}/`, body });
}
