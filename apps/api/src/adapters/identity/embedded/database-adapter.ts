import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';

const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * How long a rotated refresh token may be presented again. A refresh whose answer never arrives
 * (a tab closed or a network drop mid-request) leaves the browser holding the old token; without
 * this window its next refresh looks like theft, the provider revokes the grant and the person is
 * signed out. Presented later than this, reuse still ends the grant (docs/decisions/031).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/**
 * oidc-provider's storage (sessions, interactions, grants, codes, refresh tokens…) in the
 * `oidc_payloads` table, one adapter per model name. Keeping it in the database is what lets any
 * instance continue a sign-in another instance started.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload: JSON.stringify(payload),
      grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
      user_code: typeof payload.userCode === 'string' ? payload.userCode : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      // Sessions, grants, codes and refresh tokens name their account: a password reset ends them.
      account_id: typeof payload.accountId === 'string' ? payload.accountId : null,
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
    };
    await this.db
      .insertInto('oidc_payloads')
      .values({ model: this.model, id, consumed_at: null, ...row })
      .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
      .execute();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    // The first consumption counts: a replay inside the grace window must not extend it.
    await this.db
      .updateTable('oidc_payloads')
      .set({ consumed_at: new Date().toISOString() })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .deleteFrom('oidc_payloads')
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .deleteFrom('oidc_payloads')
      .where('model', '=', this.model)
      .where('grant_id', '=', grantId)
      .execute();
  }

  private async findWhere(
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const row = await this.db
      .selectFrom('oidc_payloads')
      .select(['payload', 'expires_at', 'consumed_at'])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .executeTakeFirst();
    // Expired rows linger until the sweep; to the provider they no longer exist.
    if (!row || (row.expires_at && Date.parse(row.expires_at) <= Date.now())) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    if (!row.consumed_at) return payload;
    if (this.model === 'RefreshToken' && withinReuseGrace(row.consumed_at)) return payload;
    return { ...payload, consumed: epochSeconds(row.consumed_at) };
  }
}

function withinReuseGrace(consumedAt: string): boolean {
  return Date.now() - Date.parse(consumedAt) < REFRESH_REUSE_GRACE_SECONDS * 1000;
}

/** Deletes rows that expired before `now`; run periodically so the table does not grow forever. */
export async function deleteExpiredPayloads(
  db: Kysely<Database>,
  now = new Date(),
): Promise<number> {
  const result = await db
    .deleteFrom('oidc_payloads')
    .where('expires_at', '<', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
