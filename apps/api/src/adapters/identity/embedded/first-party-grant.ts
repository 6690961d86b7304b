import type Provider from 'oidc-provider';
import type { Grant } from 'oidc-provider';
import { FIRST_PARTY_SCOPE } from './first-party-client.ts';

export interface FirstPartyGrantOptions {
  accountId: string;
  clientId: string;
  audience: string;
  /** Reuse this grant when it still exists (the session's earlier grant). */
  grantId?: string | undefined;
}

/**
 * The grant our own web app always gets: its OpenID scopes and the same scopes on the API
 * audience. Saved, so the provider can load it by id at any instance.
 */
export async function firstPartyGrant(
  provider: Provider,
  { accountId, clientId, audience, grantId }: FirstPartyGrantOptions,
): Promise<Grant> {
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId && existing.clientId === clientId
      ? existing
      : new provider.Grant({ accountId, clientId });
  grant.addOIDCScope(FIRST_PARTY_SCOPE);
  grant.addResourceScope(audience, FIRST_PARTY_SCOPE);
  await grant.save();
  return grant;
}
