import { ApiErrorBodySchema } from '@resumio/contract';
import { createDatabase, type DatabaseHandle } from '@resumio/db';
import { testDialects } from '@resumio/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { DIGEST_LEASE } from '../../src/modules/reminders/digest-scheduler.ts';
import { listDigestCandidates } from '../../src/modules/reminders/repository.ts';
import type { ReminderDeps } from '../../src/modules/reminders/reminder-deps.ts';
import { sendDueDigests, settleDigest } from '../../src/modules/reminders/send-due-digests.ts';
import { setSubscription } from '../billing/support.ts';
import { TEST_PUBLIC_URL } from '../helpers/build-test-app.ts';
import {
  buildReminderTestApp,
  call,
  enableDigest,
  newUser,
  outbox,
  seedJob,
  type ReminderTestApp,
  type SignedInUser,
} from './support.ts';

const quiet = { info() {}, warn() {}, error() {} };

describe.each(testDialects())('the reminder digest on %s', (dialect) => {
  let t: ReminderTestApp;
  /** A second API instance on the same database (its own connection pool on PostgreSQL). */
  let b: FastifyInstance;
  let second: DatabaseHandle | undefined;

  beforeAll(async () => {
    t = await buildReminderTestApp(dialect, { now: '2026-12-03T06:00:00.000Z' });
    second =
      dialect === 'postgres'
        ? createDatabase({
            databaseUrl: process.env.TEST_DATABASE_URL,
            postgresSchema: t.database.schema!,
            poolSize: 4,
          })
        : undefined;
    b = await buildApp({
      config: t.config,
      database: second ?? t.database,
      logger: false,
      clock: () => t.clock.now,
    });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await second?.destroy();
    await t?.close();
  });

  // Each test starts with no one wanting a digest and an empty outbox.
  beforeEach(async () => {
    await t.database.db.updateTable('reminder_settings').set({ email_digest: 0 }).execute();
    await t.database.db.deleteFrom('mail_outbox').execute();
    await t.database.db.deleteFrom('digest_sends').execute();
  });

  const depsOf = (app: FastifyInstance): ReminderDeps => ({
    db: app.db,
    mail: app.mail,
    clock: () => t.clock.now,
    publicUrl: TEST_PUBLIC_URL,
    log: quiet,
  });

  async function userWithDeadline(
    settings: { timeZone?: string; digestHour?: number } = {},
    deadline = '2026-12-05',
  ): Promise<SignedInUser> {
    const user = await newUser(t, { premium: true });
    await seedJob(t, user.id, { company: `Co ${user.id.slice(0, 6)}`, deadline_on: deadline });
    await enableDigest(t, user, settings);
    return user;
  }

  const sendsOf = (userId: string) =>
    t.database.db
      .selectFrom('digest_sends')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('day')
      .execute();

  const addressOf = async (userId: string) =>
    (await t.database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow())!.email!;

  it('sends each due user exactly one mail when two instances run the same round', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => userWithDeadline()));
    const now = new Date('2026-12-03T09:00:00.000Z');
    const [first, other] = await Promise.all([
      t.app.reminderDigest.tick(now),
      b.reminderDigest.tick(now),
    ]);
    // One instance held the lease; the other skipped the round.
    const ran = [first, other].filter((summary) => summary !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.outcomes.sent).toBe(8);

    const mails = await outbox(t);
    expect(mails).toHaveLength(8);
    const expected = await Promise.all(users.map((u) => addressOf(u.id)));
    expect(mails.map((m) => m.to_address).sort()).toEqual(expected.sort());
    // The lease was let go, so the next round (any instance) runs and finds nothing left to do.
    const again = await b.reminderDigest.tick(new Date('2026-12-03T09:05:00.000Z'));
    expect(again).toEqual({ due: 0, outcomes: {} });
    expect(await outbox(t)).toHaveLength(8);
  });

  it('stays exactly once without the lease: the claim alone decides', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => userWithDeadline()));
    const now = new Date('2026-12-03T09:00:00.000Z');
    const runs = await Promise.all([
      sendDueDigests(depsOf(t.app), now),
      sendDueDigests(depsOf(b), now),
    ]);
    expect(runs.reduce((sum, run) => sum + (run.outcomes.sent ?? 0), 0)).toBe(6);
    expect(await outbox(t)).toHaveLength(6);
    for (const user of users) expect(await sendsOf(user.id)).toHaveLength(1);
  });

  it('lets exactly one of two instances settle the same user and day', async () => {
    const user = await userWithDeadline();
    const candidate = (await listDigestCandidates(t.database.db)).find(
      (c) => c.user_id === user.id,
    )!;
    const now = new Date('2026-12-03T09:00:00.000Z');
    const outcomes = await Promise.all([
      settleDigest(depsOf(t.app), candidate, '2026-12-03', now),
      settleDigest(depsOf(b), candidate, '2026-12-03', now),
    ]);
    expect(outcomes.sort()).toEqual(['already-settled', 'sent']);
    expect(await outbox(t)).toHaveLength(1);
    expect(await sendsOf(user.id)).toEqual([
      { user_id: user.id, day: '2026-12-03', sent_at: now.toISOString(), items: 1 },
    ]);
  });

  it('skips a round while another instance holds the lease, and takes over a lapsed one', async () => {
    await userWithDeadline();
    await t.database.db
      .insertInto('scheduler_leases')
      .values({ name: DIGEST_LEASE, holder: 'crashed', expires_at: '2026-12-03T09:10:00.000Z' })
      .execute();
    expect(await t.app.reminderDigest.tick(new Date('2026-12-03T09:00:00.000Z'))).toBeNull();
    expect(await outbox(t)).toHaveLength(0);
    const later = await t.app.reminderDigest.tick(new Date('2026-12-03T09:10:00.000Z'));
    expect(later?.outcomes.sent).toBe(1);
    const leases = await t.database.db.selectFrom('scheduler_leases').selectAll().execute();
    expect(leases).toEqual([]);
  });

  it("waits for the digest hour in the user's own time zone", async () => {
    // 8:00 in Tokyo on 3 Dec is 23:00 UTC on 2 Dec.
    const user = await userWithDeadline({ timeZone: 'Asia/Tokyo', digestHour: 8 });
    await t.app.reminderDigest.tick(new Date('2026-12-02T22:59:00.000Z'));
    expect(await outbox(t)).toHaveLength(0);
    await t.app.reminderDigest.tick(new Date('2026-12-02T23:00:00.000Z'));
    expect(await outbox(t)).toHaveLength(1);
    expect((await sendsOf(user.id)).map((s) => s.day)).toEqual(['2026-12-03']);
  });

  it('catches up after downtime with today only, never past days', async () => {
    const user = await userWithDeadline({}, '2026-12-02');
    await seedJob(t, user.id, { company: 'Due today', follow_up_on: '2026-12-04' });
    // Yesterday's digest went out; the server then was down until the afternoon of 4 Dec.
    await t.database.db
      .insertInto('digest_sends')
      .values({
        user_id: user.id,
        day: '2026-12-02',
        sent_at: '2026-12-02T08:00:00.000Z',
        items: 1,
      })
      .execute();
    t.clock.set('2026-12-04T15:00:00.000Z');
    await t.app.reminderDigest.tick();
    const mails = await outbox(t);
    expect(mails).toHaveLength(1);
    expect((await sendsOf(user.id)).map((s) => s.day)).toEqual(['2026-12-02', '2026-12-04']);
    // Written as of today: the deadline of 2 Dec is overdue, the follow-up is today.
    expect(mails[0]!.subject).toBe('Job search reminders: 1 overdue, 1 due today');
    expect(mails[0]!.text_body).toMatch(/Overdue\n- Wed 2 Dec: Deadline: Engineer at Co /);
    expect(mails[0]!.text_body).toContain('Today, Fri 4 Dec\n- Follow up: Engineer at Due today');

    await t.app.reminderDigest.tick(new Date('2026-12-04T23:59:00.000Z'));
    expect(await outbox(t)).toHaveLength(1);
  });

  it('settles the day without a mail when nothing is due', async () => {
    const user = await newUser(t, { premium: true });
    await enableDigest(t, user);
    await seedJob(t, user.id, { deadline_on: '2026-12-20' }); // beyond the next 7 days
    await seedJob(t, user.id, { stage_id: 'rejected', deadline_on: '2026-12-03' });
    await seedJob(t, user.id, {
      deadline_on: '2026-12-03',
      deleted_at: '2026-12-01T00:00:00.000Z',
    });
    const summary = await t.app.reminderDigest.tick(new Date('2026-12-03T09:00:00.000Z'));
    expect(summary?.outcomes).toEqual({ 'nothing-due': 1 });
    expect(await outbox(t)).toHaveLength(0);
    expect(await sendsOf(user.id)).toMatchObject([{ day: '2026-12-03', items: 0 }]);
  });

  it('sends nothing to users with the digest off or no longer Premium', async () => {
    const lapsed = await userWithDeadline();
    await setSubscription(t, lapsed.id, { status: 'canceled' });
    const off = await userWithDeadline();
    await call(t, off, {
      method: 'PUT',
      url: '/api/jobs/reminder-settings',
      payload: { emailDigest: false, timeZone: 'UTC', digestHour: 8 },
    });
    const summary = await t.app.reminderDigest.tick(new Date('2026-12-03T09:00:00.000Z'));
    expect(summary?.outcomes).toEqual({ 'not-premium': 1 });
    expect(await outbox(t)).toHaveLength(0);
    // Not claimed: subscribing again later today still brings today's digest.
    expect(await sendsOf(lapsed.id)).toEqual([]);
    await setSubscription(t, lapsed.id, { status: 'active' });
    await t.app.reminderDigest.tick(new Date('2026-12-03T12:00:00.000Z'));
    expect((await outbox(t)).map((m) => m.to_address)).toEqual([await addressOf(lapsed.id)]);
  });

  it('writes a mail with what is due, escaped, and a working unsubscribe link', async () => {
    const user = await newUser(t, { premium: true });
    await enableDigest(t, user, { timeZone: 'Europe/Paris', digestHour: 7 });
    await seedJob(t, user.id, {
      company: '<b>Evil</b> & Co',
      role: 'Designer',
      next_interview_at: '2026-12-03T13:30:00.000Z',
    });
    await seedJob(t, user.id, { company: 'Next week', role: 'PM', deadline_on: '2026-12-10' });
    await t.app.reminderDigest.tick(new Date('2026-12-03T06:00:00.000Z'));
    const [mail] = await outbox(t);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Job search reminders: 1 due today, 1 coming up');
    expect(mail!.text_body).toContain(
      'Today, Thu 3 Dec\n- Interview at 2:30 PM: Designer at <b>Evil</b> & Co',
    );
    expect(mail!.text_body).toContain('Next 7 days\n- Thu 10 Dec: Deadline: PM at Next week');
    expect(mail!.html_body).toContain('&lt;b&gt;Evil&lt;/b&gt; &amp; Co');
    expect(mail!.html_body).not.toContain('<b>Evil</b>');
    expect(mail!.text_body).toContain(`Open your job tracker: ${TEST_PUBLIC_URL}/job-tracker`);
    expect(mail!.text_body).toContain(`Settings: ${TEST_PUBLIC_URL}/settings`);

    const link = /Turn it off: (\S+)/.exec(mail!.text_body)![1]!;
    expect(link.startsWith(`${TEST_PUBLIC_URL}/api/reminders/unsubscribe/`)).toBe(true);
    expect(mail!.html_body).toContain(`href="${link}"`);
    // Mail clients get the same address as a one-click List-Unsubscribe header.
    expect(mail!.list_unsubscribe).toBe(link);
    const path = new URL(link).pathname;
    // Opening the link (as a mail scanner would) only asks; the digest stays on.
    const confirm = await t.app.inject({ method: 'GET', url: path });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(confirm.body).toContain('<form method="post">');
    expect(
      (await call(t, user, { method: 'GET', url: '/api/jobs/reminder-settings' })).json(),
    ).toMatchObject({ emailDigest: true });
    // The mail client's one-click POST (RFC 8058) turns it off.
    const page = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('You are unsubscribed');
    expect(page.body).toContain(`href="${TEST_PUBLIC_URL}/settings"`);
    const settings = await call(t, user, { method: 'GET', url: '/api/jobs/reminder-settings' });
    expect(settings.json()).toEqual({
      emailDigest: false,
      timeZone: 'Europe/Paris',
      digestHour: 7,
    });
    // RFC 8058 recommends multipart/form-data for the same POST; it is taken too.
    const multipart = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload:
        '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.body).toContain('You are unsubscribed');
    // Confirming again (the page's own button, no body) is harmless; no digest comes the next day.
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(200);
    await t.app.reminderDigest.tick(new Date('2026-12-04T09:00:00.000Z'));
    expect(await outbox(t)).toHaveLength(1);
  });

  it('answers 404 in the error shape for an unknown unsubscribe token', async () => {
    for (const token of ['nope', 'A'.repeat(43)]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url: `/api/reminders/unsubscribe/${token}` });
        expect(res.statusCode).toBe(404);
        expect(ApiErrorBodySchema.parse(res.json()).code).toBe('NOT_FOUND');
      }
    }
  });
});
