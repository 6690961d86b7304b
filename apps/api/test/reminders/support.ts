import type { JobStage } from '@resumio/contract/jobs';
import type { DialectName, JobApplicationsTable } from '@resumio/db';
import { buildBillingTestApp, type BillingTestApp, type SignedInUser } from '../billing/support.ts';
import { jobRow } from '../jobs/support.ts';
import { call, newUser } from '../resumes/support.ts';

export type { SignedInUser };
export { call, newUser };

/** A clock the test moves by hand; the app reads "now" from it. */
export interface TestClock {
  now: Date;
  set(iso: string): void;
}

export function testClock(iso: string): TestClock {
  const clock: TestClock = {
    now: new Date(iso),
    set(value) {
      clock.now = new Date(value);
    },
  };
  return clock;
}

export interface ReminderTestApp extends BillingTestApp {
  clock: TestClock;
}

/** The API on a fresh database with test sign-in and a hand-moved clock. */
export async function buildReminderTestApp(
  dialect: DialectName,
  {
    now = '2026-12-03T10:00:00.000Z',
    env = {},
  }: { now?: string; env?: Record<string, string | undefined> } = {},
): Promise<ReminderTestApp> {
  const clock = testClock(now);
  const t = await buildBillingTestApp(dialect, env, undefined, { clock: () => clock.now });
  return { ...t, clock };
}

export type JobOverrides = Partial<Omit<JobApplicationsTable, 'user_id'>>;

let jobCounter = 0;
/** Inserts an application straight into the table (the tracker's own API is not needed here). */
export async function seedJob(
  t: BillingTestApp,
  userId: string,
  overrides: JobOverrides = {},
): Promise<string> {
  jobCounter += 1;
  const now = '2026-11-20T09:00:00.000Z';
  const row = jobRow(userId, {
    stage_id: 'applied',
    position: jobCounter,
    company: `Company ${jobCounter}`,
    created_at: now,
    updated_at: now,
    ...overrides,
  });
  await t.database.db.insertInto('job_applications').values(row).execute();
  return row.id;
}

/** Gives the user their own board (stored as the tracker stores it). */
export async function setBoard(t: BillingTestApp, userId: string, stages: JobStage[]) {
  await t.database.db
    .insertInto('job_boards')
    .values({
      user_id: userId,
      stages: JSON.stringify(stages),
      updated_at: new Date().toISOString(),
    })
    .execute();
}

export async function outbox(t: BillingTestApp) {
  return t.database.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();
}

export async function enableDigest(
  t: BillingTestApp,
  user: SignedInUser,
  settings: { timeZone?: string; digestHour?: number } = {},
) {
  const res = await call(t, user, {
    method: 'PUT',
    url: '/api/jobs/reminder-settings',
    payload: { emailDigest: true, timeZone: 'UTC', digestHour: 8, ...settings },
  });
  if (res.statusCode !== 200) throw new Error(`settings failed: ${res.statusCode} ${res.body}`);
}
