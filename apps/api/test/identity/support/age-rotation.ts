import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';

/** Moves a refresh token's rotation `seconds` into the past, as if that time had gone by. */
export async function ageRotation(db: Kysely<Database>, token: string, seconds: number) {
  const at = new Date(Date.now() - seconds * 1000).toISOString();
  const result = await db
    .updateTable('oidc_payloads')
    .set({ consumed_at: at })
    .where('model', '=', 'RefreshToken')
    .where('id', '=', token)
    .where('consumed_at', 'is not', null)
    .executeTakeFirst();
  expect(Number(result.numUpdatedRows)).toBe(1);
}
