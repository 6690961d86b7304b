import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, migrateToLatest } from '@resumio/db';
import { createTestDatabase, testDialects, type TestDatabase } from '@resumio/db/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createOutboxMailer } from '../../src/adapters/mail/outbox/outbox-mailer.ts';
import { findRepoRoot } from '../../src/lib/repo-root.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { buildReminderTestApp, type ReminderTestApp } from './support.ts';

const hostile = {
  to: 'ada@example.com',
  subject: 'Hello <script>alert(1)</script>',
  text: 'Line one\n<img src=x onerror=alert(2)>',
  html: '<p>Hi</p><script>alert(3)</script>"quoted"',
};

describe.each(testDialects())('the outbox mail adapter on %s', (dialect) => {
  let t: ReminderTestApp;
  beforeAll(async () => {
    t = await buildReminderTestApp(dialect, { env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => t?.close());

  it('writes each message as a row, inside the caller’s transaction when given one', async () => {
    expect(t.app.mail).toMatchObject({ kind: 'outbox', joinsTransactions: true });
    await t.app.mail.send(hostile);
    await t.database.db
      .transaction()
      .execute(async (tx) => {
        await t.app.mail.send({ ...hostile, subject: 'rolled back' }, { transaction: tx });
        throw new Error('abort');
      })
      .catch(() => undefined);
    const rows = await t.database.db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows).toEqual([
      {
        id: expect.any(String),
        to_address: hostile.to,
        subject: hostile.subject,
        text_body: hostile.text,
        html_body: hostile.html,
        list_unsubscribe: null,
        reply_to: null,
        created_at: t.clock.now.toISOString(),
      },
    ]);
  });

  it('shows the messages on /dev/outbox outside production, with everything escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(res.body).toContain(
      'srcdoc="&lt;p&gt;Hi&lt;/p&gt;&lt;script&gt;alert(3)&lt;/script&gt;&quot;quoted&quot;"',
    );
    expect(res.body).toContain('<iframe sandbox ');
    // The only script-like text is escaped: no markup of a message reaches the page.
    expect(res.body).not.toMatch(/<script|<img/);
  });

  it('keeps and shows where an answer goes', async () => {
    await t.app.mail.send({
      ...hostile,
      subject: 'with reply',
      replyTo: '"<b>Zoë</b>" <zoe@x.test>',
    });
    const row = await t.database.db
      .selectFrom('mail_outbox')
      .select('reply_to')
      .where('subject', '=', 'with reply')
      .executeTakeFirstOrThrow();
    expect(row.reply_to).toBe('"<b>Zoë</b>" <zoe@x.test>');
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.body).toContain('<dt>Reply to</dt>');
    expect(res.body).toContain('&quot;&lt;b&gt;Zoë&lt;/b&gt;&quot; &lt;zoe@x.test&gt;');
  });
});

describe('the outbox page in production', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => database?.cleanup());

  it('does not exist', async () => {
    const config = testConfig({
      NODE_ENV: 'production',
      RENDER_WORKERS: '1',
      DIGEST_SCHEDULER: 'false',
    });
    expect(config.reminders.digestScheduler).toBe(false);
    const app = await buildApp({ config, database, logger: false });
    try {
      // Asked of the router directly: a production app's start-up (render threads) is not needed.
      expect(app.hasRoute({ method: 'GET', url: '/dev/outbox' })).toBe(false);
      expect(app.hasRoute({ method: 'GET', url: '/api/jobs/reminders' })).toBe(true);
    } finally {
      await app.close();
    }
    // A production app starts and stops its render threads: seconds on a loaded machine.
  }, 60_000);
});

describe('npm run mail:outbox', () => {
  const dir = mkdtempSync(join(tmpdir(), 'resumio-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the newest messages of the configured database', async () => {
    const sqlitePath = join(dir, 'app.db');
    const handle = createDatabase({ sqlitePath });
    try {
      await migrateToLatest(handle.db as Kysely<unknown>);
      let minute = 0;
      const mailer = createOutboxMailer(
        handle.db,
        () => new Date(Date.UTC(2026, 11, 3, 8, minute++)),
      );
      await mailer.send({ ...hostile, subject: 'Older' });
      await mailer.send({
        to: 'bob@example.com',
        subject: 'Newest',
        text: 'Body',
        html: '<p>Body</p>',
      });
    } finally {
      await handle.destroy();
    }
    const root = findRepoRoot(import.meta.dirname);
    const run = spawnSync('npm', ['run', '--silent', 'mail:outbox', '--', '--limit', '1'], {
      cwd: root,
      env: { ...process.env, SQLITE_PATH: sqlitePath, DATABASE_URL: '', SMTP_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('To:      bob@example.com');
    expect(run.stdout).toContain('Subject: Newest');
    expect(run.stdout).toContain('Date:    2026-12-03T08:01:00.000Z');
    expect(run.stdout).not.toContain('Older');
  });
});
