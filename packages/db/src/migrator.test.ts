import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDown, migrateToLatest, migrateToNone } from './migrator.ts';
import { migrations } from './migrations/index.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './testing/index.ts';

async function tableNames(handle: TestDatabase): Promise<string[]> {
  const tables = await handle.db.introspection.getTables();
  return tables
    .map((t) => t.name)
    .filter((n) => !n.startsWith('kysely_'))
    .sort();
}

describe.each(testDialects())('migrations on %s', (dialect) => {
  let handle: TestDatabase;
  afterEach(async () => handle?.cleanup());

  it('applies every migration, then reverts them one by one to an empty database', async () => {
    handle = await createTestDatabase(dialect, { migrate: false });
    const db = handle.db as Kysely<unknown>;
    const opts = { schema: handle.schema };
    const applied = await migrateToLatest(db, opts);
    expect(applied).toEqual(Object.keys(migrations));
    expect(await tableNames(handle)).toEqual(
      [
        'checkout_sessions',
        'identity_accounts',
        'instance_secrets',
        'local_billing_checkout_sessions',
        'local_billing_clock',
        'local_billing_customers',
        'local_billing_subscriptions',
        'oidc_payloads',
        'processed_webhook_events',
        'resumes',
        'subscriptions',
        'users',
      ].sort(),
    );

    const names = Object.keys(migrations);
    for (let i = names.length - 1; i >= 0; i--) {
      expect(await migrateDown(db, opts)).toEqual([names[i]]);
    }
    expect(await tableNames(handle)).toEqual([]);

    // Up again after a full revert: migrations are repeatable.
    expect(await migrateToLatest(db, opts)).toEqual(names);
    expect(await migrateToNone(db, opts)).toEqual([...names].reverse());
  });

  it('is idempotent: a second run applies nothing', async () => {
    handle = await createTestDatabase(dialect);
    expect(await migrateToLatest(handle.db as Kysely<unknown>, { schema: handle.schema })).toEqual(
      [],
    );
  });

  it('enforces one user per issuer and subject', async () => {
    handle = await createTestDatabase(dialect);
    const now = new Date().toISOString();
    const row = {
      issuer: 'https://id.example',
      subject: 's1',
      email: null,
      display_name: null,
      created_at: now,
      updated_at: now,
    };
    await handle.db
      .insertInto('users')
      .values({ ...row, id: 'a' })
      .execute();
    await expect(
      handle.db
        .insertInto('users')
        .values({ ...row, id: 'b' })
        .execute(),
    ).rejects.toThrow();
  });

  it('returns timestamps as ISO strings', async () => {
    handle = await createTestDatabase(dialect);
    const now = '2026-01-02T03:04:05.678Z';
    await handle.db
      .insertInto('instance_secrets')
      .values({ name: 'n', value: 'v', created_at: now })
      .execute();
    const row = await handle.db
      .selectFrom('instance_secrets')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe(now);
    expect(await handle.ping()).toBe(true);
    await sql`select 1`.execute(handle.db);
  });
});
