import type { ClientMetadata } from 'oidc-provider';
import type { Config } from '../../../config.ts';

/** Everything the web app asks for; granted without a consent screen to our own client. */
export const FIRST_PARTY_SCOPE = 'openid profile email offline_access';

/** The Vite dev server, allowed as a redirect target outside production only. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

function appOrigins(config: Config): string[] {
  const origins = [config.publicUrl];
  if (config.env !== 'production') {
    for (const origin of DEV_ORIGINS) if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/** The single public client of the embedded provider: the Resumio web app (PKCE, no secret). */
export function firstPartyClient(config: Config): ClientMetadata {
  const origins = appOrigins(config);
  return {
    client_id: config.identity.clientId,
    client_name: 'Resumio',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: origins.map((origin) => `${origin}/callback`),
    post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
  };
}

/**
 * Origins a sign-in form may end up at: after the POST, the browser follows redirects to the
 * client's redirect URI, and Chrome applies CSP form-action to that whole chain.
 */
export function formActionOrigins(config: Config): string[] {
  return appOrigins(config).map((origin) => new URL(origin).origin);
}
