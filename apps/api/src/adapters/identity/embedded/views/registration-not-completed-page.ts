import { html } from './html.ts';
import { layout } from './layout.ts';
import type { AuthPageContext } from './sign-in-page.ts';

/**
 * What a registration with an address that already has an account sees. It neither signs anyone
 * in nor says the address is taken; it points to signing in, which is what the owner wants, and
 * keeps the sign-in that started here going.
 */
export function registrationNotCompletedPage({ uid, publicUrl }: AuthPageContext): string {
  const body = html`<h1>Sign in to continue</h1>
    <p class="lead">
      We could not create a new account with these details. If you have used this email address with
      Resumio before, sign in with it instead.
    </p>
    <p class="lead">To keep accounts private, we never say whether an address is registered.</p>
    <a class="button" href="/oidc/interaction/${uid}?screen=login">Sign in</a>
    <a class="button button-secondary" href="/oidc/interaction/${uid}?screen=register"
      >Use another email address</a
    >`;
  return layout({ title: 'Sign in to continue', homeUrl: `${publicUrl}/`, body });
}
