import { ApiErrorBodySchema } from '@resumio/contract';
import { CalendarFeedSchema, type CalendarFeed } from '@resumio/contract/jobs';
import { testDialects } from '@resumio/db/testing';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../helpers/build-test-app.ts';
import {
  buildReminderTestApp,
  call,
  newUser,
  seedJob,
  type ReminderTestApp,
  type SignedInUser,
} from './support.ts';

/** The events of an iCalendar text, as a calendar app would read them. */
function parseEvents(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter(
    (c): c is VEvent => c !== undefined && c.type === 'VEVENT',
  );
}

/** A calendar day of a parsed date-only value (node-ical reads those as local midnight). */
const localDay = (date: Date | undefined) =>
  date === undefined
    ? 'missing'
    : `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe.each(testDialects())('calendar feed on %s', (dialect) => {
  let t: ReminderTestApp;
  let user: SignedInUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildReminderTestApp(dialect);
    user = await newUser(t, { premium: true });
    ids.acme = await seedJob(t, user.id, {
      company: 'Acme; Inc, "Labs"',
      role: 'Staff Engineer',
      deadline_on: '2026-12-10',
      follow_up_on: '2026-12-12',
      next_interview_at: '2026-12-08T14:30:00.000Z',
      posting_url: 'https://jobs.example.com/acme/1',
    });
    ids.past = await seedJob(t, user.id, {
      company: 'Past',
      stage_id: 'interviewing',
      deadline_on: '2026-10-01',
    });
    ids.rejected = await seedJob(t, user.id, {
      company: 'Rejected',
      stage_id: 'rejected',
      deadline_on: '2026-12-10',
    });
    ids.deleted = await seedJob(t, user.id, {
      company: 'Deleted',
      deadline_on: '2026-12-10',
      deleted_at: '2026-12-01T00:00:00.000Z',
    });
    const stranger = await newUser(t, { premium: true });
    await seedJob(t, stranger.id, { company: 'Stranger', deadline_on: '2026-12-10' });
  });
  afterAll(async () => t?.close());

  const feed = async (method: 'GET' | 'POST', who = user): Promise<CalendarFeed> => {
    const res = await call(t, who, { method, url: '/api/jobs/calendar-feed' });
    expect(res.statusCode, res.body).toBe(200);
    return CalendarFeedSchema.parse(res.json());
  };
  const fetchIcs = (url: string) =>
    t.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });

  it('has no address until the user creates one', async () => {
    expect(await feed('GET')).toEqual({ url: null, createdAt: null });
  });

  it('creates a secret, absolute address on the public URL', async () => {
    const created = await feed('POST');
    expect(created.url).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    expect(created.createdAt).toBe(t.clock.now.toISOString());
    expect(await feed('GET')).toEqual(created);
  });

  it('serves every deadline, follow-up and interview of open applications, without sign-in', async () => {
    const { url } = await feed('GET');
    const res = await fetchIcs(url!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    expect(res.body).toContain('X-WR-CALNAME:Resumio job search\r\n');

    const events = parseEvents(res.body);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect([...byUid.keys()].sort()).toEqual(
      [
        `${ids.acme}-deadline@localhost`,
        `${ids.acme}-follow-up@localhost`,
        `${ids.acme}-interview@localhost`,
        `${ids.past}-deadline@localhost`,
      ].sort(),
    );

    const deadline = byUid.get(`${ids.acme}-deadline@localhost`)!;
    expect(deadline.summary).toBe('Deadline: Staff Engineer at Acme; Inc, "Labs"');
    expect(deadline.datetype).toBe('date');
    expect(localDay(deadline.start)).toBe('2026-12-10');
    expect(localDay(deadline.end)).toBe('2026-12-11');
    expect(deadline.url).toBe('https://jobs.example.com/acme/1');
    expect(deadline.description).toContain(`${TEST_PUBLIC_URL}/job-tracker`);

    const followUp = byUid.get(`${ids.acme}-follow-up@localhost`)!;
    expect(followUp.summary).toBe('Follow up: Staff Engineer at Acme; Inc, "Labs"');
    expect(localDay(followUp.start)).toBe('2026-12-12');

    const interview = byUid.get(`${ids.acme}-interview@localhost`)!;
    expect(interview.datetype).toBe('date-time');
    expect(interview.start.toISOString()).toBe('2026-12-08T14:30:00.000Z');
    expect(interview.end?.toISOString()).toBe('2026-12-08T15:30:00.000Z');
    expect(interview.summary).toBe('Interview: Staff Engineer at Acme; Inc, "Labs"');
  });

  it('answers a calendar app that has the current version with 304 and no body', async () => {
    const { url } = await feed('GET');
    const first = await fetchIcs(url!);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: new URL(url!).pathname,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Same data, same bytes.
    expect((await fetchIcs(url!)).body).toBe(first.body);
  });

  it('keeps UIDs stable when a date moves, so calendars update the event in place', async () => {
    const { url } = await feed('GET');
    const before = (await fetchIcs(url!)).headers.etag;
    await t.database.db
      .updateTable('job_applications')
      .set({ deadline_on: '2026-12-11', updated_at: '2026-12-02T00:00:00.000Z' })
      .where('id', '=', ids.acme!)
      .execute();
    const events = parseEvents((await fetchIcs(url!)).body);
    const deadline = events.find((e) => e.uid === `${ids.acme}-deadline@localhost`)!;
    expect(localDay(deadline.start)).toBe('2026-12-11');
    expect(events).toHaveLength(4);
    expect((await fetchIcs(url!)).headers.etag).not.toBe(before);
  });

  it('regenerating gives a new address and the old one answers 404', async () => {
    const before = await feed('GET');
    t.clock.set('2026-12-03T11:00:00.000Z');
    const after = await feed('POST');
    expect(after.url).not.toBe(before.url);
    expect(after.createdAt).toBe('2026-12-03T11:00:00.000Z');

    const old = await fetchIcs(before.url!);
    expect(old.statusCode).toBe(404);
    expect(ApiErrorBodySchema.parse(old.json())).toMatchObject({
      code: 'NOT_FOUND',
      error: 'Not Found',
    });
    expect((await fetchIcs(after.url!)).statusCode).toBe(200);
  });

  it('revoking turns the address off until a new one is made', async () => {
    const { url } = await feed('GET');
    const res = await call(t, user, { method: 'DELETE', url: '/api/jobs/calendar-feed' });
    expect(res.statusCode).toBe(204);
    expect((await fetchIcs(url!)).statusCode).toBe(404);
    expect(await feed('GET')).toEqual({ url: null, createdAt: null });
    // Twice is harmless.
    expect(
      (await call(t, user, { method: 'DELETE', url: '/api/jobs/calendar-feed' })).statusCode,
    ).toBe(204);
  });

  it('answers 404 in the error shape for tokens that were never issued', async () => {
    for (const path of [
      '/api/calendar/not-a-token.ics',
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/.ics',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(ApiErrorBodySchema.parse(res.json()).code).toBe('NOT_FOUND');
    }
  });

  it('gives each user a feed of their own applications only', async () => {
    const stranger = await newUser(t, { premium: true });
    await seedJob(t, stranger.id, { company: 'Theirs', deadline_on: '2026-12-20' });
    const theirs = await feed('POST', stranger);
    const mine = await feed('POST');
    expect(theirs.url).not.toBe(mine.url);
    const body = (await fetchIcs(theirs.url!)).body;
    expect(body).toContain('Theirs');
    expect(body).not.toContain('Acme');
  });
});
