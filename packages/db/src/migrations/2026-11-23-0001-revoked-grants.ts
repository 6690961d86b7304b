import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Grants whose access tokens the API must refuse before they expire (sign-out, refresh-token
 * reuse, revocation). A row only needs to outlive the longest access token it could cover, so
 * `expires_at` lets a sweep delete it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('revoked_grants')
    .addColumn('grant_id', 'text', (c) => c.primaryKey())
    .addColumn('revoked_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revoked_grants_expires_at_idx')
    .on('revoked_grants')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revoked_grants').execute();
}
