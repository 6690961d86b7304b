import { ApiErrorBodySchema } from '@resumio/contract';
import { DEFAULT_REMINDER_SETTINGS } from '@resumio/contract/jobs';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildReminderTestApp,
  call,
  newUser,
  type ReminderTestApp,
  type SignedInUser,
} from './support.ts';

describe.each(testDialects())('reminder settings on %s', (dialect) => {
  let t: ReminderTestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    t = await buildReminderTestApp(dialect);
    user = await newUser(t, { premium: true });
  });
  afterAll(async () => t?.close());

  const put = (who: SignedInUser, payload: Record<string, unknown>) =>
    call(t, who, { method: 'PUT', url: '/api/jobs/reminder-settings', payload });
  const get = (who: SignedInUser) =>
    call(t, who, { method: 'GET', url: '/api/jobs/reminder-settings' });
  const storedRow = (userId: string) =>
    t.database.db
      .selectFrom('reminder_settings')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();

  it('answers the defaults (digest off) before anything is saved', async () => {
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_REMINDER_SETTINGS);
    expect(await storedRow(user.id)).toBeUndefined();
  });

  it('saves the settings, with the time zone in its canonical spelling', async () => {
    const res = await put(user, { emailDigest: true, timeZone: 'europe/paris', digestHour: 7 });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { emailDigest: true, timeZone: 'Europe/Paris', digestHour: 7 };
    expect(res.json()).toEqual(expected);
    expect((await get(user)).json()).toEqual(expected);
  });

  it('keeps the unsubscribe token across updates (links in sent mail keep working)', async () => {
    const first = (await storedRow(user.id))!.unsubscribe_token;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await put(user, { emailDigest: false, timeZone: 'Asia/Tokyo', digestHour: 9 });
    const row = await storedRow(user.id);
    expect(row).toMatchObject({ email_digest: 0, time_zone: 'Asia/Tokyo', digest_hour: 9 });
    expect(row!.unsubscribe_token).toBe(first);
  });

  it('refuses a time zone Intl does not know with 400 naming the field', async () => {
    for (const timeZone of ['Europe/Atlantis', 'GMT+2:00', '+02:00', 'Not a zone']) {
      const res = await put(user, { emailDigest: true, timeZone, digestHour: 8 });
      expect(res.statusCode, timeZone).toBe(400);
      const body = ApiErrorBodySchema.parse(res.json());
      expect(body).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Bad Request' });
      expect(body.details).toEqual([{ path: 'timeZone', message: expect.any(String) }]);
    }
    expect((await get(user)).json().timeZone).toBe('Asia/Tokyo');
  });

  it('refuses hours outside 0–23 and missing fields with 400', async () => {
    for (const payload of [
      { emailDigest: true, timeZone: 'UTC', digestHour: 24 },
      { emailDigest: true, timeZone: 'UTC', digestHour: 7.5 },
      { emailDigest: 'yes', timeZone: 'UTC', digestHour: 8 },
      { timeZone: 'UTC' },
    ]) {
      const res = await put(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it("are each user's own", async () => {
    const other = await newUser(t, { premium: true });
    expect((await get(other)).json()).toEqual(DEFAULT_REMINDER_SETTINGS);
  });
});
