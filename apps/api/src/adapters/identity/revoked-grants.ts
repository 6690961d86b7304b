import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';

export interface RevokedGrants {
  /** Records that the grant's access tokens must be refused, at every instance. */
  revoke(grantId: string): Promise<void>;
  /** Whether the grant was revoked; answers from memory for at most `cacheMs`. */
  isRevoked(grantId: string): Promise<boolean>;
  /** Deletes rows no token could still need; answers how many. */
  deleteExpired(): Promise<number>;
}

export interface RevokedGrantsOptions {
  /** How long a revocation must be remembered: the longest access token lifetime and leeway. */
  keepSeconds: number;
  /** How long an answer is reused in-process: the delay before another instance's revocation bites. */
  cacheMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * The list of revoked grants, shared by every instance through the database. Access tokens stay
 * self-contained JWTs; the API checks each one's grant here. Lookups are cached briefly per grant,
 * so a page's many calls cost one query per grant every couple of seconds, and a revocation is
 * seen everywhere within `cacheMs`. A revocation never ends early, so a "revoked" answer is kept
 * until the row itself would expire.
 */
export function revokedGrants(
  db: Kysely<Database>,
  { keepSeconds, cacheMs = 2000, maxEntries = 10_000, now = Date.now }: RevokedGrantsOptions,
): RevokedGrants {
  const cache = new LRUCache<string, { revoked: Promise<boolean>; until: number }>({
    max: maxEntries,
  });

  const remember = (grantId: string, revoked: Promise<boolean>, until: number) => {
    cache.set(grantId, { revoked, until });
  };

  const lookUp = async (grantId: string): Promise<boolean> => {
    const row = await db
      .selectFrom('revoked_grants')
      .select('expires_at')
      .where('grant_id', '=', grantId)
      .executeTakeFirst();
    const expiresAt = row ? Date.parse(row.expires_at) : 0;
    if (expiresAt > now()) remember(grantId, Promise.resolve(true), expiresAt);
    return expiresAt > now();
  };

  return {
    async revoke(grantId) {
      const revokedAt = new Date(now());
      const expiresAt = new Date(revokedAt.getTime() + keepSeconds * 1000).toISOString();
      await db
        .insertInto('revoked_grants')
        .values({ grant_id: grantId, revoked_at: revokedAt.toISOString(), expires_at: expiresAt })
        .onConflict((oc) => oc.column('grant_id').doUpdateSet({ expires_at: expiresAt }))
        .execute();
      remember(grantId, Promise.resolve(true), Date.parse(expiresAt));
    },

    isRevoked(grantId) {
      const hit = cache.get(grantId);
      if (hit && hit.until > now()) return hit.revoked;
      // Concurrent requests for one grant share one query; a failed query is not remembered.
      const revoked = lookUp(grantId);
      remember(grantId, revoked, now() + cacheMs);
      revoked.catch(() => cache.delete(grantId));
      return revoked;
    },

    async deleteExpired() {
      const result = await db
        .deleteFrom('revoked_grants')
        .where('expires_at', '<', new Date(now()).toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
