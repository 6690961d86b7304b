import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { Configuration } from 'oidc-provider';
import { GRANT_ID_CLAIM } from '../verify-access-token.ts';
import { findAccountById } from './accounts.ts';

/** How the provider reads people from identity_accounts: ID token claims and token extras. */
export function accountClaims(
  db: Kysely<Database>,
): Pick<Configuration, 'findAccount' | 'extraTokenClaims'> {
  return {
    async findAccount(_ctx, sub) {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          name: account.name,
          email: account.email,
          // True once the owner followed the emailed confirmation link (decision 046).
          email_verified: account.email_verified_at !== null,
        }),
      };
    },

    // The API learns the person's email and name from the access token it already verifies, and
    // the grant it must check is still alive.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findAccountById(db, token.accountId);
      if (!account) return undefined;
      const scopes = new Set(token.scope?.split(' '));
      return {
        ...(token.grantId ? { [GRANT_ID_CLAIM]: token.grantId } : {}),
        ...(scopes.has('email') ? { email: account.email } : {}),
        ...(scopes.has('profile') ? { name: account.name } : {}),
      };
    },
  };
}
