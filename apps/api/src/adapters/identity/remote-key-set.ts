import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { issuerUnavailable } from './issuer-unavailable.ts';

const DISCOVERY_TIMEOUT_MS = 5000;

const DiscoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

export const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Keys of an external issuer: the discovery document is fetched on first use and its JWKS is
 * cached by jose, which refetches (at most every 30 s) when a token names an unknown key, so the
 * issuer can rotate keys without a restart. A failed discovery is retried on the next request.
 */
export function remoteKeySet(issuer: string): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const discover = async () => {
    const url = `${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`;
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`discovery document answered HTTP ${response.status}`);
    const document = DiscoverySchema.parse(await response.json());
    // A document naming another issuer would hand us someone else's keys.
    if (withoutTrailingSlash(document.issuer) !== withoutTrailingSlash(issuer)) {
      throw new Error(`discovery document names issuer ${document.issuer}`);
    }
    return createRemoteJWKSet(new URL(document.jwks_uri));
  };
  return async (header, token) => {
    keySet ??= discover().catch((error: unknown) => {
      keySet = undefined;
      throw issuerUnavailable(error);
    });
    return (await keySet)(header, token);
  };
}
