import { randomUUID } from 'node:crypto';
import { ApiErrorBodySchema, type FieldIssue } from '@resumio/contract';
import {
  JobApplicationDetailSchema,
  type CreateJobRequest,
  type JobApplicationDetail,
} from '@resumio/contract/jobs';
import type { DialectName, JobApplicationsTable, JobEventsTable } from '@resumio/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { blankJobRow } from '../../src/modules/jobs/new-job-row.ts';
import { buildBillingTestApp, type BillingTestApp, type SignedInUser } from '../billing/support.ts';
import { call, newUser as newResumeUser } from '../resumes/support.ts';

export type { SignedInUser };
export { call };
export type JobTestApp = BillingTestApp;

/** The API on a fresh database with test sign-in. */
export function buildJobTestApp(dialect: DialectName): Promise<JobTestApp> {
  return buildBillingTestApp(dialect);
}

/**
 * The API on a fresh database for the suite that calls this: built before its tests, closed after
 * them. Its fields can be read from the suite's own hooks and tests on (as with `twoInstances`).
 */
export function jobAppForSuite(dialect: DialectName): JobTestApp {
  let built: JobTestApp | undefined;
  beforeAll(async () => {
    built = await buildJobTestApp(dialect);
  });
  afterAll(async () => built?.close());
  const t = () => {
    if (!built) throw new Error('The app is built in beforeAll.');
    return built;
  };
  return {
    get app() {
      return t().app;
    },
    get config() {
      return t().config;
    },
    get database() {
      return t().database;
    },
    get issuer() {
      return t().issuer;
    },
    signIn: (sub, email) => t().signIn(sub, email),
    close: () => t().close(),
  };
}

/** A Premium user of `t` for the suite that calls this, signed in before its tests. */
export function premiumUserForSuite(t: JobTestApp): SignedInUser {
  let signedIn: SignedInUser | undefined;
  beforeAll(async () => {
    signedIn = await newUser(t);
  });
  const user = () => {
    if (!signedIn) throw new Error('The user signs in in beforeAll.');
    return signedIn;
  };
  return {
    get id() {
      return user().id;
    },
    get token() {
      return user().token;
    },
    get headers() {
      return user().headers;
    },
  };
}

/** A new signed-in user, Premium unless `premium: false` (the tracker is a Premium feature). */
export function newUser(
  t: JobTestApp,
  { premium = true }: { premium?: boolean } = {},
): Promise<SignedInUser> {
  return newResumeUser(t, { premium });
}

let jobCounter = 0;
/** A plausible application; every field can be overridden. */
export function jobRequest(overrides: Partial<CreateJobRequest> = {}): CreateJobRequest {
  jobCounter += 1;
  return {
    company: `Company ${jobCounter}`,
    role: 'Backend Engineer',
    location: 'Lisbon',
    source: 'LinkedIn',
    tags: ['backend'],
    ...overrides,
  };
}

/** Creates an application through the API (fails the test on anything but 201). */
export async function createJobViaApi(
  t: JobTestApp,
  user: SignedInUser,
  overrides: Partial<CreateJobRequest> = {},
): Promise<JobApplicationDetail> {
  const res = await call(t, user, {
    method: 'POST',
    url: '/api/jobs',
    payload: jobRequest(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return JobApplicationDetailSchema.parse(res.json());
}

export async function moveViaApi(
  t: JobTestApp,
  user: SignedInUser,
  job: { id: string; version: number },
  stageId: string,
  index = 0,
): Promise<JobApplicationDetail> {
  const res = await call(t, user, {
    method: 'POST',
    url: `/api/jobs/${job.id}/move`,
    payload: { version: job.version, stageId, index },
  });
  if (res.statusCode !== 200) throw new Error(`move failed: ${res.statusCode} ${res.body}`);
  return JobApplicationDetailSchema.parse(res.json());
}

export type JobRowOverrides = Partial<JobApplicationsTable>;

/**
 * A stored application of `userId`, as the tracker would write it (a plausible wishlist card
 * created at the start of 2026); any column can be overridden.
 */
export function jobRow(userId: string, overrides: JobRowOverrides = {}): JobApplicationsTable {
  const created = '2026-01-01T00:00:00.000Z';
  return blankJobRow({
    user_id: userId,
    stage_id: 'wishlist',
    position: 0,
    company: 'Acme',
    role: 'Engineer',
    created_at: created,
    updated_at: created,
    ...overrides,
  });
}

/** Inserts applications straight into the table (fast set-up for caps, windows and analytics). */
export async function seedJobs(
  t: JobTestApp,
  userId: string,
  count: number,
  overrides: (index: number) => JobRowOverrides = () => ({}),
): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const created = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
    return jobRow(userId, {
      position: i,
      company: `Seeded ${i}`,
      created_at: created,
      updated_at: created,
      ...overrides(i),
    });
  });
  for (let i = 0; i < rows.length; i += 100) {
    await t.database.db
      .insertInto('job_applications')
      .values(rows.slice(i, i + 100))
      .execute();
  }
  return rows.map((row) => row.id);
}

export async function seedEvents(t: JobTestApp, events: Omit<JobEventsTable, 'id'>[]) {
  await t.database.db
    .insertInto('job_events')
    .values(events.map((event) => ({ ...event, id: randomUUID() })))
    .execute();
}

export async function storedJob(t: JobTestApp, id: string) {
  return t.database.db
    .selectFrom('job_applications')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Asserts a 400 VALIDATION_ERROR that names `path` among its field details. */
export function expectFieldError(res: LightMyRequestResponse, path: string, message?: RegExp) {
  expect(res.statusCode, res.body).toBe(400);
  const body = ApiErrorBodySchema.parse(res.json());
  expect(body.code).toBe('VALIDATION_ERROR');
  const issues = body.details as FieldIssue[];
  expect(issues.map((issue) => issue.path)).toContain(path);
  if (message) expect(issues.find((issue) => issue.path === path)?.message).toMatch(message);
}

export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ApiErrorBodySchema.parse(res.json());
  expect(body.code).toBe(code);
  return body;
}
