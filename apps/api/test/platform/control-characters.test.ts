import { ApiErrorBodySchema, type FieldIssue } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { EmbeddedClient } from '../identity/support/embedded-client.ts';
import { accountFactory } from '../identity/support/account-factory.ts';
import {
  newUser,
  resumeDocument,
  type ResumeTestApp,
  type SignedInUser,
} from '../resumes/support.ts';
import { buildBillingTestApp } from '../billing/support.ts';

function expectFieldRejected(response: LightMyRequestResponse, path: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = ApiErrorBodySchema.parse(response.json());
  expect(body.code).toBe('VALIDATION_ERROR');
  const issues = body.details as FieldIssue[];
  expect(issues.map((issue) => issue.path)).toContain(path);
  expect(issues.find((issue) => issue.path === path)?.message).toMatch(/control characters/i);
}

describe.each(testDialects())('control characters in API input (%s)', (dialect) => {
  let t: ResumeTestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    t = await buildBillingTestApp(dialect);
    user = await newUser(t);
  });
  afterAll(async () => t.close());

  const createResume = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/resumes', headers: user.headers, payload });

  it('refuses a NUL in the resume search', async () => {
    const response = await t.app.inject({
      url: '/api/resumes?q=a%00b',
      headers: user.headers,
    });
    expectFieldRejected(response, 'q');
  });

  it('refuses other control characters in the search, but not letters beyond ASCII', async () => {
    expectFieldRejected(
      await t.app.inject({ url: '/api/resumes?q=a%1Bb', headers: user.headers }),
      'q',
    );
    expectFieldRejected(
      await t.app.inject({ url: '/api/resumes?q=a%7Fb', headers: user.headers }),
      'q',
    );
    const fine = await t.app.inject({
      url: `/api/resumes?q=${encodeURIComponent('Łukasz Zoë')}`,
      headers: user.headers,
    });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses a NUL in a resume title, on create and on rename', async () => {
    expectFieldRejected(await createResume({ source: 'blank', title: 'CV\u0000 2026' }), 'title');
    const created = await createResume({ source: 'blank', title: 'CV 2026' });
    expect(created.statusCode).toBe(201);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/resumes/${created.json().id}`,
      headers: user.headers,
      payload: { version: created.json().version, title: 'Tab\there' },
    });
    expectFieldRejected(renamed, 'title');
  });

  it('refuses a NUL anywhere in a resume document, unknown fields included', async () => {
    const named = resumeDocument({ name: 'Ada\u0000 Lovelace' });
    expectFieldRejected(
      await createResume({ source: 'document', document: named }),
      'document.basics.name',
    );
    const extra = { ...resumeDocument(), notes: { private: 'x\u0000y' } };
    expectFieldRejected(
      await createResume({ source: 'document', document: extra }),
      'document.notes.private',
    );
    // Multi-line text keeps its line breaks and tabs.
    const document = resumeDocument();
    document.basics = { ...document.basics, summary: 'First line\n\tSecond line\r\nThird' };
    const response = await createResume({ source: 'document', document });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().document.basics.summary).toBe('First line\n\tSecond line\r\nThird');
  });
});

describe.each(testDialects())('control characters at registration (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => t.close());

  it('strips them from the display name and signs the person in', async () => {
    // NUL is refused before any form is read (test/platform/unsafe-text.test.ts); the rest go.
    const account = accountFactory({ name: 'Ada\u0001 Love\u0007lace\tKing' });
    const tokens = await new EmbeddedClient(t.app, t.config).register(account);
    const me = await t.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().displayName).toBe('Ada Lovelace King');
    const stored = await t.database.db
      .selectFrom('identity_accounts')
      .select('name')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('Ada Lovelace King');
  });

  it('asks for a name when nothing but control characters was sent', async () => {
    const client = new EmbeddedClient(t.app, t.config);
    const { interactionPath } = await client.startSignIn({ screen: 'register' });
    const response = await client.request({
      url: `${interactionPath}/register`,
      form: { ...accountFactory(), name: '\u0001\u0002' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter your full name.');
  });
});
