import { randomUUID } from 'node:crypto';
import { ApiErrorBodySchema, type FieldIssue } from '@resumio/contract';
import {
  CoverLetterDetailSchema,
  type CoverLetterDetail,
  type CreateCoverLetterRequest,
  type LetterContent,
  type LetterStreamEvent,
  LetterStreamEventSchema,
} from '@resumio/contract/cover-letters';
import type { ResumeDetail } from '@resumio/contract/resumes';
import type { CoverLettersTable, DialectName } from '@resumio/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AiPort } from '../../src/adapters/ai/ai-port.ts';
import { letterColumns } from '../../src/modules/cover-letters/letter-content.ts';
import { buildBillingTestApp, type BillingTestApp, type SignedInUser } from '../billing/support.ts';
import { engineerResume, POSTING } from '../enhancement/support.ts';
import { call, createViaApi, newUser as newResumeUser } from '../resumes/support.ts';

export type { SignedInUser };
export { call };

/** A posting the engineer's resume fits, at a company the resume never names. */
export const JOB = {
  jobDescription: POSTING,
  jobTitle: 'Backend Engineer',
  company: 'Northwind Payments',
};
export type LetterTestApp = BillingTestApp;

/** The API on a fresh database, with a language model of the test's when it gives one. */
export function buildLetterTestApp(
  dialect: DialectName,
  { ai, env = {} }: { ai?: AiPort; env?: Record<string, string> } = {},
): Promise<LetterTestApp> {
  return buildBillingTestApp(dialect, env, undefined, ai ? { ai } : {});
}

/**
 * The API for the suite that calls this: built before its tests, closed after them. `options`
 * is read when the suite starts, so a test server started in an earlier hook can be named.
 */
export function letterAppForSuite(
  dialect: DialectName,
  options: () => { ai?: AiPort; env?: Record<string, string> } = () => ({}),
): LetterTestApp {
  let built: LetterTestApp | undefined;
  beforeAll(async () => {
    built = await buildLetterTestApp(dialect, options());
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

/** A new signed-in user, Premium unless `premium: false` (cover letters are a Premium feature). */
export function newUser(
  t: LetterTestApp,
  { premium = true }: { premium?: boolean } = {},
): Promise<SignedInUser> {
  return newResumeUser(t, { premium });
}

/** The backend engineer's resume (Ana Ruiz), which the posting in `JOB` fits well. */
export function createEngineerResume(t: LetterTestApp, user: SignedInUser): Promise<ResumeDetail> {
  return createViaApi(t, user, { source: 'document', document: engineerResume() });
}

/** A plausible letter made of the engineer's own facts; every field can be overridden. */
export function letterContent(overrides: Partial<LetterContent> = {}): LetterContent {
  return {
    date: '2026-11-25',
    recipientName: 'Maria Lopez',
    company: 'Northwind Payments',
    jobTitle: 'Backend Engineer',
    greeting: 'Dear Maria Lopez,',
    body: [
      {
        type: 'paragraph',
        runs: [
          {
            text: 'I am applying for the Backend Engineer role at Northwind Payments. At Quillpay I ',
          },
          { text: 'built payment services in Golang', bold: true },
          { text: ' deployed to K8s.' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [
          [{ text: 'Cut report latency 20% by tuning Postgres indexes.' }],
          [{ text: 'Wrote REST APIs in Java for the billing team.', italic: true }],
        ],
      },
      {
        type: 'paragraph',
        runs: [{ text: 'I would welcome a conversation about the team and its plans.' }],
      },
    ],
    closing: 'Sincerely,',
    signature: 'Ana Ruiz',
    ...overrides,
  };
}

let titleCounter = 0;
export function letterRequest(
  overrides: Partial<CreateCoverLetterRequest> = {},
): CreateCoverLetterRequest {
  titleCounter += 1;
  return {
    title: `Letter ${titleCounter}`,
    jobDescription: JOB.jobDescription,
    tone: 'formal',
    length: 'standard',
    content: letterContent(),
    ...overrides,
  };
}

/** Creates a letter through the API (fails the test on anything but 201). */
export async function createLetterViaApi(
  t: LetterTestApp,
  user: SignedInUser,
  overrides: Partial<CreateCoverLetterRequest> = {},
): Promise<CoverLetterDetail> {
  const res = await call(t, user, {
    method: 'POST',
    url: '/api/cover-letters',
    payload: letterRequest(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return CoverLetterDetailSchema.parse(res.json());
}

/** Inserts letters straight into the table (fast set-up for caps and windows). */
export async function seedLetters(
  t: LetterTestApp,
  userId: string,
  count: number,
  overrides: (index: number) => Partial<CoverLettersTable> = () => ({}),
): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i): CoverLettersTable => {
    const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
    return {
      id: randomUUID(),
      user_id: userId,
      resume_id: null,
      ...letterColumns(`Seeded ${i}`, letterContent()),
      job_description: '',
      tone: 'formal',
      length: 'standard',
      addressed: '[]',
      flags: '[]',
      version: 1,
      created_at: at,
      updated_at: at,
      deleted_at: null,
      ...overrides(i),
    };
  });
  for (let i = 0; i < rows.length; i += 100) {
    await t.database.db
      .insertInto('cover_letters')
      .values(rows.slice(i, i + 100))
      .execute();
  }
  return rows.map((row) => row.id);
}

export async function storedLetter(t: LetterTestApp, id: string) {
  return t.database.db
    .selectFrom('cover_letters')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The events of a `text/event-stream` body, each checked against the contract. */
export function parseEvents(body: string): LetterStreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      if (!block.startsWith('data: ')) throw new Error(`not an SSE data line: ${block}`);
      return LetterStreamEventSchema.parse(JSON.parse(block.slice('data: '.length)));
    });
}

export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ApiErrorBodySchema.parse(res.json());
  expect(body.code).toBe(code);
  return body;
}

/** Asserts a 400 whose field details name `path`. */
export function expectFieldError(
  res: LightMyRequestResponse,
  path: string,
  code = 'VALIDATION_ERROR',
) {
  const body = expectError(res, 400, code);
  const issues = body.details as FieldIssue[];
  expect(issues.map((issue) => issue.path)).toContain(path);
  return issues;
}

/** Words in order with whitespace folded: what survives any file format's line breaks. */
export const flat = (text: string) => text.replace(/\s+/gu, ' ').trim();
