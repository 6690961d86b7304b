import type { Kysely } from 'kysely';

/**
 * Security counters (wrong passwords, wrong second-factor codes, wrong share-link passwords) kept
 * in the database when no Redis is configured, so every instance on one database counts the same
 * attempts and a restart does not wipe them. `key_hash` is the SHA-256 of the counter's name and
 * key: an address or account id is never stored. `ends_at` is the window's end in epoch
 * milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempt_counters')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('attempt_counters_ends_at_idx')
    .on('attempt_counters')
    .column('ends_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attempt_counters').execute();
}
