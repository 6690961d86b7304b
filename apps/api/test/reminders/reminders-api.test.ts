import { ApiErrorBodySchema } from '@resumio/contract';
import { JobRemindersResponseSchema } from '@resumio/contract/jobs';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildReminderTestApp,
  call,
  newUser,
  seedJob,
  setBoard,
  type ReminderTestApp,
  type SignedInUser,
} from './support.ts';

const GATED = [
  { method: 'GET', url: '/api/jobs/reminders' },
  { method: 'GET', url: '/api/jobs/reminder-settings' },
  {
    method: 'PUT',
    url: '/api/jobs/reminder-settings',
    payload: { emailDigest: true, timeZone: 'UTC', digestHour: 8 },
  },
  { method: 'GET', url: '/api/jobs/calendar-feed' },
  { method: 'POST', url: '/api/jobs/calendar-feed' },
  { method: 'DELETE', url: '/api/jobs/calendar-feed' },
] as const;

describe.each(testDialects())('GET /api/jobs/reminders on %s', (dialect) => {
  let t: ReminderTestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    // 10:00 UTC on 3 Dec: 3 Dec in Europe and New York, already 4 Dec in Kiritimati (UTC+14).
    t = await buildReminderTestApp(dialect, { now: '2026-12-03T10:00:00.000Z' });
    user = await newUser(t, { premium: true });
    await seedJob(t, user.id, { company: 'Later', deadline_on: '2026-12-10' });
    await seedJob(t, user.id, { company: 'Today', follow_up_on: '2026-12-03' });
    await seedJob(t, user.id, { company: 'Overdue', deadline_on: '2026-11-28' });
    await seedJob(t, user.id, {
      company: 'Interview',
      next_interview_at: '2026-12-04T08:00:00.000Z',
    });
    await seedJob(t, user.id, { company: 'Far', deadline_on: '2027-02-01' });
    await seedJob(t, user.id, {
      company: 'Deleted',
      deadline_on: '2026-12-03',
      deleted_at: '2026-12-01T00:00:00.000Z',
    });
    await seedJob(t, user.id, {
      company: 'Rejected',
      stage_id: 'rejected',
      deadline_on: '2026-12-03',
    });
  });
  afterAll(async () => t?.close());

  const reminders = async (who: SignedInUser, query = '') => {
    const res = await call(t, who, { method: 'GET', url: `/api/jobs/reminders${query}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return JobRemindersResponseSchema.parse(res.json());
  };

  it('lists what is due in open applications, overdue first, with counts', async () => {
    const body = await reminders(user, '?tz=UTC');
    expect(body.today).toBe('2026-12-03');
    expect(body.items.map((i) => [i.company, i.kind, i.day, i.overdue])).toEqual([
      ['Overdue', 'deadline', '2026-11-28', true],
      ['Today', 'follow-up', '2026-12-03', false],
      ['Interview', 'interview', '2026-12-04', false],
      ['Later', 'deadline', '2026-12-10', false],
    ]);
    expect(body.items[2]!.at).toBe('2026-12-04T08:00:00.000Z');
    expect(body).toMatchObject({ overdue: 1, dueToday: 1 });
  });

  it('reads today in the time zone asked for', async () => {
    // Already 4 Dec at UTC+14: yesterday's follow-up is overdue, the interview is today.
    const body = await reminders(user, '?tz=Pacific/Kiritimati');
    expect(body.today).toBe('2026-12-04');
    expect(body).toMatchObject({ overdue: 2, dueToday: 1 });
    // The interview is at 22:00 on 4 Dec there, so it is due today.
    const interview = body.items.find((i) => i.kind === 'interview')!;
    expect(interview.day).toBe('2026-12-04');
    expect(body.items.map((i) => i.company)).toEqual(['Overdue', 'Today', 'Interview', 'Later']);
  });

  it("uses the zone of the user's settings when the request names none", async () => {
    expect((await reminders(user)).today).toBe('2026-12-03');
    const saved = await call(t, user, {
      method: 'PUT',
      url: '/api/jobs/reminder-settings',
      payload: { emailDigest: false, timeZone: 'Pacific/Kiritimati', digestHour: 8 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await reminders(user)).today).toBe('2026-12-04');
  });

  it('looks `days` ahead', async () => {
    const week = await reminders(user, '?tz=UTC&days=1');
    expect(week.items.map((i) => i.company)).toEqual(['Overdue', 'Today', 'Interview']);
    const far = await reminders(user, '?tz=UTC&days=90');
    expect(far.items.map((i) => i.company)).toContain('Far');
  });

  it('follows the phases of the user’s own board', async () => {
    const other = await newUser(t, { premium: true });
    await setBoard(t, other.id, [
      { id: 'saved', name: 'Saved', phase: 'wishlist', hidden: false },
      { id: 'nope', name: 'Not for me', phase: 'withdrawn', hidden: false },
    ]);
    await seedJob(t, other.id, { company: 'Saved', stage_id: 'saved', deadline_on: '2026-12-05' });
    await seedJob(t, other.id, { company: 'Nope', stage_id: 'nope', deadline_on: '2026-12-05' });
    const body = await reminders(other, '?tz=UTC');
    expect(body.items.map((i) => i.company)).toEqual(['Saved']);
  });

  it("shows no one else's applications", async () => {
    const stranger = await newUser(t, { premium: true });
    const body = await reminders(stranger, '?tz=UTC');
    expect(body).toEqual({ today: '2026-12-03', overdue: 0, dueToday: 0, items: [] });
  });

  it('refuses a time zone that is not one, and days out of range, with 400', async () => {
    for (const query of ['?tz=Mars/Olympus', '?tz=%2B02:00', '?tz=', '?days=0', '?days=91']) {
      const res = await call(t, user, { method: 'GET', url: `/api/jobs/reminders${query}` });
      expect(res.statusCode, query).toBe(400);
      const body = ApiErrorBodySchema.parse(res.json());
      expect(body.code).toBe('VALIDATION_ERROR');
      const paths = (body.details as { path: string }[]).map((d) => d.path);
      expect(paths).toEqual([query.startsWith('?tz') ? 'tz' : 'days']);
    }
  });

  it('is Premium: a free account gets 403 PREMIUM_REQUIRED on every reminders route', async () => {
    const free = await newUser(t);
    for (const route of GATED) {
      const res = await call(t, free, route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      const body = ApiErrorBodySchema.parse(res.json());
      expect(body.code).toBe('PREMIUM_REQUIRED');
      expect(body.details).toMatchObject({ gate: 'jobTracker' });
    }
    // Even with bad input: the plan is checked first.
    const bad = await call(t, free, { method: 'GET', url: '/api/jobs/reminders?tz=nowhere' });
    expect(bad.statusCode).toBe(403);
  });

  it('asks for sign-in first', async () => {
    for (const route of GATED) {
      const res = await call(t, undefined, route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(ApiErrorBodySchema.parse(res.json()).code).toBe('TOKEN_MISSING');
    }
  });
});
