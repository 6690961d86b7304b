import type { Database } from '@resumio/db';
import type { JSONWebKeySet } from 'jose';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../../config.ts';
import type { RevokedGrants } from '../revoked-grants.ts';
import { accountClaims } from './account-claims.ts';
import { DatabaseAdapter } from './database-adapter.ts';
import { EXTENSION_CLIENT_ID, extensionClient, isExtensionOrigin } from './extension-client.ts';
import { FIRST_PARTY_SCOPE, firstPartyClient } from './first-party-client.ts';
import { firstPartyConsent } from './first-party-consent.ts';
import { firstPartyGrant } from './first-party-grant.ts';
import { GrantAdapter } from './grant-adapter.ts';
import { loadOidcProvider } from './load-oidc-provider.ts';
import { pinPublicOrigin } from './pin-public-origin.ts';
import { providerNotFound } from './provider-not-found.ts';
import { providerPages } from './provider-pages.ts';
import { loadCookieKeys, loadSigningKeys } from './signing-keys.ts';

const DAY = 24 * 60 * 60;
const REFRESH_TOKEN_LIFETIME = 14 * DAY;

/**
 * Over https the names carry the browser-enforced prefixes: `__Host-` (secure, whole site, no
 * Domain, so no sibling subdomain can plant or shadow it) for the session; the interaction and
 * resume cookies are scoped to their own paths, which `__Host-` forbids, so they get `__Secure-`.
 */
export function cookieNames(secure: boolean) {
  return secure
    ? {
        session: '__Host-resumio_session',
        interaction: '__Secure-resumio_interaction',
        resume: '__Secure-resumio_resume',
      }
    : {
        session: '_resumio_session',
        interaction: '_resumio_interaction',
        resume: '_resumio_resume',
      };
}

export interface EmbeddedProvider {
  provider: Provider;
  /** The provider's public signing keys, for verifying its access tokens without an HTTP hop. */
  publicJwks: JSONWebKeySet;
}

export interface CreateProviderOptions {
  config: Config;
  db: Kysely<Database>;
  /** Where revoked grants are recorded, so the API refuses their access tokens at once. */
  revokedGrants: RevokedGrants;
  onServerError?: (error: unknown) => void;
}

/** Builds the embedded OpenID provider: one first-party client, JWT access tokens for our API. */
export async function createProvider({
  config,
  db,
  revokedGrants,
  onServerError,
}: CreateProviderOptions): Promise<EmbeddedProvider> {
  const { default: ProviderClass, errors } = await loadOidcProvider();
  const { clientId, audience, issuer, accessTokenTtlSeconds } = config.identity;
  const [signingKeys, cookieKeys] = await Promise.all([loadSigningKeys(db), loadCookieKeys(db)]);
  const secureCookies = config.publicUrl.startsWith('https://');
  const client = firstPartyClient(config);
  const pages = providerPages(config);

  const configuration: Configuration = {
    adapter: (name: string) =>
      name === 'Grant' ? new GrantAdapter(db, revokedGrants) : new DatabaseAdapter(db, name),
    clients: [client, extensionClient(config)],
    jwks: signingKeys.privateJwks as NonNullable<Configuration['jwks']>,
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    // The web app sends `audience` as it would to Auth0, and `screen=register` to open registration.
    extraParams: ['audience', 'screen'],
    pkce: { required: () => true },
    cookies: {
      keys: cookieKeys,
      names: cookieNames(secureCookies),
      long: { signed: true, httpOnly: true, sameSite: 'lax', secure: secureCookies },
      short: { signed: true, httpOnly: true, sameSite: 'lax', secure: secureCookies },
    },
    features: {
      devInteractions: { enabled: false },
      introspection: { enabled: false },
      clientCredentials: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      // Every access token is for the API, so the userinfo endpoint could never accept one.
      userinfo: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource(ctx: KoaContextWithOIDC) {
          const requested = (ctx.oidc.params as Record<string, unknown> | undefined)?.audience;
          if (requested !== undefined && requested !== audience) {
            throw new errors.InvalidTarget('the requested audience is not served by this provider');
          }
          return audience;
        },
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: FIRST_PARTY_SCOPE,
            audience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
        // Refreshing must yield another JWT for the API, not an opaque userinfo token.
        useGrantedResource: () => true,
      },
    },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    ...accountClaims(db),
    // Our own web app gets its scopes without a consent screen, offline_access included.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const accountId = oidc.session?.accountId;
      if (!oidc.client || !accountId) return undefined;
      const grantId =
        oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      // The extension is ours too; the sign-in forms grant the web app, so a grant of the web
      // app's named here is replaced by the extension's own.
      if (oidc.client.clientId === EXTENSION_CLIENT_ID) {
        return firstPartyGrant(oidc.provider, {
          accountId,
          clientId: EXTENSION_CLIENT_ID,
          audience,
          grantId: oidc.session.grantIdFor(EXTENSION_CLIENT_ID) ?? grantId,
        });
      }
      if (oidc.client.clientId !== clientId) {
        return grantId ? oidc.provider.Grant.find(grantId) : undefined;
      }
      return firstPartyGrant(oidc.provider, { accountId, clientId, audience, grantId });
    },
    // The extension never asks for offline_access (that needs a consent screen our forms only
    // answer for the web app); its refresh tokens still end with the session (below).
    issueRefreshToken: (_ctx, issuingClient, source) =>
      issuingClient.grantTypeAllowed('refresh_token') &&
      (source.scopes.has('offline_access') || issuingClient.clientId === EXTENSION_CLIENT_ID),
    rotateRefreshToken: true,
    // Signing out ends the provider session and, with it, every token it issued; otherwise
    // offline_access would keep refresh tokens alive after the person chose to sign out.
    expiresWithSession: () => true,
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      // A rotated refresh token inherits what is left of its predecessor's lifetime, so a sign-in
      // lasts 14 days however often the app refreshes.
      RefreshToken: (ctx) => {
        const rotated = ctx.oidc?.entities.RotatedRefreshToken;
        return rotated ? Math.max(rotated.remainingTTL, 1) : REFRESH_TOKEN_LIFETIME;
      },
    },
    clientBasedCORS: (_ctx, origin, corsClient) =>
      (corsClient.clientId === EXTENSION_CLIENT_ID && isExtensionOrigin(origin)) ||
      (corsClient.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false),
    renderError: pages.renderError,
  };

  const provider = new ProviderClass(issuer, configuration);
  provider.proxy = config.trustProxy;
  provider.use(providerNotFound(config.publicUrl));
  provider.use(firstPartyConsent(clientId));
  pinPublicOrigin(provider, issuer);
  provider.on('server_error', (_ctx: unknown, error: unknown) => onServerError?.(error));
  // Koa would also print them to stderr; they are already reported above.
  provider.silent = true;
  return { provider, publicJwks: signingKeys.publicJwks };
}
