import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../../config.ts';
import { logoutPage, messagePage } from './views/message-page.ts';

/** "authorization request has expired" → "Authorization request has expired." */
function sentence(text: string): string {
  const trimmed = text.trim().replace(/[.!]+$/, '');
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
}

/**
 * Whether the sign-out request carries an ID token of the person signed in here. oidc-provider
 * has already checked the hint's signature and audience by the time it asks us; any valid ID
 * token (an attacker's own, say) is not enough to sign someone else out without asking.
 */
function hintNamesSignedIn(ctx: KoaContextWithOIDC): boolean {
  const subject = ctx.oidc.entities.IdTokenHint?.payload.sub;
  const accountId = ctx.oidc.session?.accountId;
  return typeof subject === 'string' && subject !== '' && subject === accountId;
}

/**
 * The provider's own pages (sign-out confirmation, signed out, errors), rendered in the product's
 * look instead of oidc-provider's defaults, which load web fonts and inline styles.
 */
export function providerPages(config: Config) {
  const homeUrl = `${config.publicUrl}/`;
  const backToSignIn = { href: `${config.publicUrl}/login`, text: 'Back to sign in' };

  return {
    logoutSource(ctx: KoaContextWithOIDC, form: string) {
      ctx.type = 'html';
      ctx.body = logoutPage({ providerForm: form, homeUrl, autoConfirm: hintNamesSignedIn(ctx) });
    },

    postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      ctx.type = 'html';
      ctx.body = messagePage({
        title: 'You are signed out',
        message: 'You have signed out of Resumio on this device.',
        link: { href: homeUrl, text: 'Back to Resumio' },
        homeUrl,
      });
    },

    renderError(ctx: KoaContextWithOIDC, out: { error_description?: string | undefined }) {
      ctx.type = 'html';
      ctx.body = messagePage({
        title: 'Sign-in could not continue',
        message: out.error_description
          ? `${sentence(out.error_description)} Please start again.`
          : 'Something went wrong while signing you in. Please start again.',
        link: backToSignIn,
        homeUrl,
      });
    },
  };
}
