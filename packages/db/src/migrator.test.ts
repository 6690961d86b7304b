import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDown, migrateToLatest, migrateToNone } from './migrator.ts';
import { migrations } from './migrations/index.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './testing/index.ts';

/** This database's tables: PostgreSQL lists every schema's, other test files' included. */
async function ownTables(handle: TestDatabase) {
  const tables = await handle.db.introspection.getTables();
  return tables.filter((t) => !handle.schema || t.schema === handle.schema);
}

async function tableNames(handle: TestDatabase): Promise<string[]> {
  return (await ownTables(handle))
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
        'ai_usage',
        'attempt_counters',
        'checkout_sessions',
        'contact_messages',
        'cover_letters',
        'data_export_parts',
        'data_exports',
        'identity_accounts',
        'job_applications',
        'job_boards',
        'job_events',
        'instance_secrets',
        'local_billing_checkout_sessions',
        'local_billing_clock',
        'local_billing_customers',
        'local_billing_invoices',
        'local_billing_subscriptions',
        'calendar_feeds',
        'digest_sends',
        'email_verification_tokens',
        'mail_outbox',
        'reminder_settings',
        'scheduler_leases',
        'security_events',
        'oidc_payloads',
        'password_reset_tokens',
        'processed_webhook_events',
        'resumes',
        'resume_original_files',
        'resume_share_views',
        'resume_shares',
        'revoked_grants',
        'subscriptions',
        'tailoring_proposals',
        'two_factor_challenges',
        'two_factor_credentials',
        'two_factor_recovery_codes',
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

  it('adds the tailored-copy columns and takes them away again, keeping the resumes', async () => {
    handle = await createTestDatabase(dialect);
    const db = handle.db as Kysely<unknown>;
    const opts = { schema: handle.schema };
    const now = new Date().toISOString();
    await handle.db
      .insertInto('users')
      .values({
        id: 'u',
        issuer: 'i',
        subject: 's',
        email: null,
        display_name: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const resume = {
      id: 'r',
      user_id: 'u',
      title: 'T',
      template_id: 'classic',
      name: '',
      headline: '',
      search_text: 't',
      document: '{}',
      version: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    await handle.db
      .insertInto('resumes')
      .values({ ...resume, tailored_source_id: 'x', tailored_job_description: 'A posting' })
      .execute();
    const tailored = [
      'tailored_source_id',
      'tailored_job_title',
      'tailored_company',
      'tailored_job_description',
    ];
    const resumeColumns = async () =>
      (await ownTables(handle))
        .find((table) => table.name === 'resumes')!
        .columns.map((column) => column.name);
    expect(await resumeColumns()).toEqual(expect.arrayContaining(tailored));

    // Later migrations go first, so the one under test is the newest when it is reverted.
    const names = Object.keys(migrations);
    for (const later of names
      .slice(names.indexOf('2026-11-24-0001-resume-enhancement') + 1)
      .reverse()) {
      expect(await migrateDown(db, opts)).toEqual([later]);
    }
    expect(await migrateDown(db, opts)).toEqual(['2026-11-24-0001-resume-enhancement']);
    expect(await resumeColumns()).not.toEqual(expect.arrayContaining([tailored[0]]));
    expect(await tableNames(handle)).not.toContain('ai_usage');
    const kept = await sql<typeof resume>`select * from resumes`.execute(handle.db);
    expect(kept.rows).toEqual([expect.objectContaining({ id: 'r', version: 1 })]);

    await migrateToLatest(db, opts);
    const again = await handle.db.selectFrom('resumes').selectAll().executeTakeFirstOrThrow();
    expect(again).toMatchObject({
      id: 'r',
      tailored_source_id: null,
      tailored_job_description: null,
    });
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

  it('names the account of every provider record that had one before the password-reset migration', async () => {
    handle = await createTestDatabase(dialect);
    const db = handle.db as Kysely<unknown>;
    const opts = { schema: handle.schema };
    const names = Object.keys(migrations);
    const target = '2026-11-27-0001-password-reset';
    for (const later of names.slice(names.indexOf(target) + 1).reverse()) {
      expect(await migrateDown(db, opts)).toEqual([later]);
    }
    expect(await migrateDown(db, opts)).toEqual([target]);
    const row = (model: string, id: string, payload: object) => ({
      model,
      id,
      payload: JSON.stringify(payload),
    });
    await db
      .insertInto('oidc_payloads' as never)
      .values([
        row('Session', 's1', { accountId: 'acc-1', exp: 1 }),
        row('Grant', 'g1', { accountId: 'acc-1', clientId: 'web' }),
        row('Interaction', 'i1', { uid: 'i1' }),
      ] as never)
      .execute();

    await migrateToLatest(db, opts);
    const rows = await handle.db
      .selectFrom('oidc_payloads')
      .select(['id', 'account_id'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'g1', account_id: 'acc-1' },
      { id: 'i1', account_id: null },
      { id: 's1', account_id: 'acc-1' },
    ]);
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
