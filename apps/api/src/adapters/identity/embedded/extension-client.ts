import type { ClientMetadata } from 'oidc-provider';
import type { Config } from '../../../config.ts';
import { formActionOrigins } from './first-party-client.ts';

/** The "Save job" browser extension's client id; the extension sends the same. */
export const EXTENSION_CLIENT_ID = 'resumio-extension';

/** Where the sign-in tab lands; the extension reads the code from the tab's address there. */
export const EXTENSION_CALLBACK_PATH = '/extension/signed-in';

/**
 * The browser extension: a second public client (PKCE, no secret). Its redirect URI is a page of
 * this server rather than the extension's own address, because that address differs per browser
 * and per install (Firefox makes one up at install time); the extension watches its sign-in tab
 * reach this page (decision 055).
 */
export function extensionClient(config: Config): ClientMetadata {
  return {
    client_id: EXTENSION_CLIENT_ID,
    client_name: 'Resumio Save job',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: formActionOrigins(config).map((origin) => `${origin}${EXTENSION_CALLBACK_PATH}`),
  };
}

/**
 * The token and revocation endpoints are called from the extension's own origin, which names no
 * redirect URI; any extension origin may call them for this client, as any site could for a public
 * client: the code is bound to the PKCE verifier only the extension holds.
 */
export const isExtensionOrigin = (origin: string) =>
  /^(chrome|moz|safari-web)-extension:\/\/[\w-]+$/.test(origin);
