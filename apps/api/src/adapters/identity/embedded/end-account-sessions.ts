import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { RevokedGrants } from '../revoked-grants.ts';

/**
 * Signs an account out everywhere: every provider session, grant, authorization code and refresh
 * token of the account is deleted, and each grant goes on the revocation list first so the API
 * refuses the access tokens already handed out (decision 011). Used when the password changes
 * through a reset: whoever knew the old one must not stay signed in.
 */
export async function endAccountSessions(
  db: Kysely<Database>,
  revoked: RevokedGrants,
  accountId: string,
): Promise<number> {
  const grants = await db
    .selectFrom('oidc_payloads')
    .select('id')
    .where('model', '=', 'Grant')
    .where('account_id', '=', accountId)
    .execute();
  const grantIds = grants.map((grant) => grant.id);
  // Revoked before deleted, like the grant adapter: a failure in between errs on the safe side.
  for (const grantId of grantIds) await revoked.revoke(grantId);
  const result = await db
    .deleteFrom('oidc_payloads')
    .where((eb) =>
      grantIds.length
        ? eb.or([eb('account_id', '=', accountId), eb('grant_id', 'in', grantIds)])
        : eb('account_id', '=', accountId),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Signs an account out everywhere but the session `keepGrantId` (the browser asking): used when
 * the owner changes the password in Settings, which should not sign out the person doing it.
 */
export async function endOtherSessions(
  db: Kysely<Database>,
  revoked: RevokedGrants,
  accountId: string,
  keepGrantId: string | null,
): Promise<number> {
  if (!keepGrantId) return endAccountSessions(db, revoked, accountId);
  const grants = await db
    .selectFrom('oidc_payloads')
    .select('id')
    .where('model', '=', 'Grant')
    .where('account_id', '=', accountId)
    .where('id', '!=', keepGrantId)
    .execute();
  const grantIds = grants.map((grant) => grant.id);
  for (const grantId of grantIds) await revoked.revoke(grantId);
  // Other browsers' provider sessions go too, or they could sign in again without a password;
  // the asking browser's session is the one whose payload names the kept grant.
  const result = await db
    .deleteFrom('oidc_payloads')
    .where('account_id', '=', accountId)
    .where((eb) => {
      const otherSessions = eb.and([
        eb('model', '=', 'Session'),
        eb('payload', 'not like', `%${keepGrantId}%`),
      ]);
      return grantIds.length
        ? eb.or([otherSessions, eb('id', 'in', grantIds), eb('grant_id', 'in', grantIds)])
        : otherSessions;
    })
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
