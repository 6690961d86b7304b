import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { RevokedGrants } from '../revoked-grants.ts';
import { DatabaseAdapter } from './database-adapter.ts';

/**
 * Storage of grants. oidc-provider destroys a grant only to revoke it: at sign-out, when a used
 * refresh token comes back (a sign of theft), at the revocation endpoint. Its refresh tokens go
 * with it, but the JWT access tokens already handed out would live on until they expire; adding
 * the grant to the revocation list makes the API refuse them too. The list is written first, so a
 * failure in between leaves the grant refused rather than alive.
 */
export class GrantAdapter extends DatabaseAdapter {
  constructor(
    db: Kysely<Database>,
    private readonly revoked: RevokedGrants,
  ) {
    super(db, 'Grant');
  }

  override async destroy(id: string): Promise<void> {
    await this.revoked.revoke(id);
    await super.destroy(id);
  }
}
