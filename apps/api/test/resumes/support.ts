import { randomUUID } from 'node:crypto';
import type { ResumeDetail } from '@resumio/contract/resumes';
import { createResume, type Resume, type TemplateId } from '@resumio/resume';
import type { DialectName } from '@resumio/db';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { resumeContent } from '../../src/modules/resumes/resume-content.ts';
import {
  buildBillingTestApp,
  setSubscription,
  type BillingTestApp,
  type SignedInUser,
} from '../billing/support.ts';

export type { SignedInUser };
export type ResumeTestApp = BillingTestApp;

/** The API on a fresh database with test sign-in (the billing suite's issuer and helpers). */
export function buildResumeTestApp(dialect: DialectName): Promise<ResumeTestApp> {
  return buildBillingTestApp(dialect);
}

let userCounter = 0;
/** A new signed-in user; `premium` gives them an active subscription. */
export async function newUser(
  t: ResumeTestApp,
  { premium = false }: { premium?: boolean } = {},
): Promise<SignedInUser> {
  userCounter += 1;
  const user = await t.signIn(`resume-user-${userCounter}-${randomUUID().slice(0, 8)}`);
  if (premium) await setSubscription(t, user.id, { status: 'active' });
  return user;
}

export interface DocumentOverrides {
  title?: string;
  name?: string;
  label?: string;
  templateId?: TemplateId;
  work?: Resume['work'];
}

/** A small but complete resume; every field can be overridden. */
export function resumeDocument(overrides: DocumentOverrides = {}): Resume {
  const document = createResume({
    title: overrides.title ?? 'Engineering resume',
    templateId: overrides.templateId ?? 'classic',
    name: overrides.name ?? 'Ada Lovelace',
  });
  return {
    ...document,
    basics: {
      ...document.basics,
      label: overrides.label ?? 'Analyst',
      email: 'ada@example.com',
      summary: 'Writes programs for engines that do not exist yet.',
    },
    work: overrides.work ?? [
      {
        name: 'Analytical Engines Ltd',
        position: 'Programmer',
        startDate: '1842-01',
        endDate: '1843-09',
        highlights: ['Published the first algorithm meant for a machine.'],
      },
    ],
  };
}

export interface RowOverrides extends DocumentOverrides {
  updatedAt?: string;
  createdAt?: string;
  deletedAt?: string | null;
  version?: number;
}

/** Inserts resumes straight into the table (fast set-up for lists, caps and windows). */
export async function seedResumes(
  t: ResumeTestApp,
  userId: string,
  count: number,
  overrides: (index: number) => RowOverrides = () => ({}),
): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const o = overrides(i);
    const created = o.createdAt ?? new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
    return {
      id: randomUUID(),
      user_id: userId,
      ...resumeContent(resumeDocument(o)),
      version: o.version ?? 1,
      created_at: created,
      updated_at: o.updatedAt ?? created,
      deleted_at: o.deletedAt ?? null,
    };
  });
  // Chunks keep each statement under SQLite's and PostgreSQL's parameter limits.
  for (let i = 0; i < rows.length; i += 200) {
    await t.database.db
      .insertInto('resumes')
      .values(rows.slice(i, i + 200))
      .execute();
  }
  return rows.map((r) => r.id);
}

export function call(
  t: ResumeTestApp,
  user: SignedInUser | undefined,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    ...options,
    headers: { ...(user?.headers ?? {}), ...(options.headers ?? {}) },
  });
}

/** Creates a resume through the API and returns it (fails the test on anything but 201). */
export async function createViaApi(
  t: ResumeTestApp,
  user: SignedInUser,
  payload: Record<string, unknown> = { source: 'document', document: resumeDocument() },
): Promise<ResumeDetail> {
  const res = await call(t, user, { method: 'POST', url: '/api/resumes', payload });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<ResumeDetail>();
}

export async function storedRow(t: ResumeTestApp, id: string) {
  return t.database.db.selectFrom('resumes').selectAll().where('id', '=', id).executeTakeFirst();
}
