import { ApiErrorBodySchema, type FieldIssue } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBillingTestApp, type BillingTestApp } from '../billing/support.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { accountFactory } from '../identity/support/account-factory.ts';
import { EmbeddedClient } from '../identity/support/embedded-client.ts';
import { createJobViaApi, newUser, type SignedInUser } from '../jobs/support.ts';

/** 400 VALIDATION_ERROR in the API's error shape, naming where the character was. */
function expectRefused(res: LightMyRequestResponse, path: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = ApiErrorBodySchema.parse(res.json());
  expect(body).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Bad Request' });
  const issues = body.details as FieldIssue[];
  expect(issues.map((issue) => issue.path)).toEqual([path]);
  expect(issues[0]!.message).toMatch(/control characters/);
}

describe.each(testDialects())('NUL and line separators refused in one place on %s', (dialect) => {
  let t: BillingTestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await buildBillingTestApp(dialect);
    user = await newUser(t);
  });
  afterAll(async () => t?.close());

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  it('in a body field: a posting URL with NUL, a company with U+2028 or U+0085', async () => {
    const job = { company: 'Acme', role: 'Engineer' };
    expectRefused(
      await send('POST', '/api/jobs', { ...job, postingUrl: 'https://acme.example/\u0000' }),
      'postingUrl',
    );
    expectRefused(await send('POST', '/api/jobs', { ...job, company: 'Ac\u2028me' }), 'company');
    expectRefused(await send('POST', '/api/jobs', { ...job, role: 'Eng\u0085ineer' }), 'role');
    expectRefused(await send('POST', '/api/jobs', { ...job, tags: ['ok', 'b\u2029d'] }), 'tags.1');
    // A backslash and "u0000" typed as text are just text.
    const typed = await send('POST', '/api/jobs', { ...job, company: 'Acme \\u0000' });
    expect(typed.statusCode, typed.body).toBe(201);
  });

  it('in a path: a note id, a checkout session id, the hosted checkout page', async () => {
    const job = await createJobViaApi(t, user, { company: 'Acme', role: 'Engineer' });
    expectRefused(await send('DELETE', `/api/jobs/${job.id}/notes/ev%00x`), 'eventId');
    expectRefused(await send('GET', '/api/stripe/checkout-session/cs_%00'), 'sessionId');
    expectRefused(await t.app.inject({ method: 'GET', url: '/checkout/cs_%00' }), 'sessionId');
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/checkout/cs_%00',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'pay=1',
      }),
      'sessionId',
    );
  });

  it('in a header value, read as the UTF-8 the client sent', async () => {
    const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
    const withAgent = (agent: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/jobs',
        headers: { ...user.headers, 'user-agent': agent },
      });
    expectRefused(await withAgent(utf8('Agent\u2028Two')), 'headers.user-agent');
    expectRefused(await withAgent(utf8('Agent\u0085Two')), 'headers.user-agent');
    // "ą" is C4 85 in UTF-8: a letter, not NEL.
    expect((await withAgent(utf8('Przeglądarka'))).statusCode).toBe(200);
  });

  it('in a query, and in a route that does not exist', async () => {
    expectRefused(await send('GET', '/api/jobs?q=a%E2%80%A8b'), 'q');
    expectRefused(await t.app.inject({ method: 'GET', url: '/nowhere%00' }), 'url');
  });
});

describe.each(testDialects())('the identity provider’s input on %s', (dialect) => {
  let t: TestApp;
  let client: EmbeddedClient;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' });
    client = new EmbeddedClient(t.app, t.config);
  });
  afterAll(async () => t?.close());

  const clientId = () => t.config.identity.clientId;

  it('refuses NUL in a code, a refresh token and a token to revoke', async () => {
    expectRefused(
      await client.request({
        url: '/oidc/token',
        form: {
          grant_type: 'authorization_code',
          client_id: clientId(),
          redirect_uri: client.redirectUri,
          code: 'abc\u0000',
          code_verifier: 'v'.repeat(43),
        },
      }),
      'code',
    );
    expectRefused(
      await client.request({
        url: '/oidc/token',
        form: { grant_type: 'refresh_token', client_id: clientId(), refresh_token: 'r\u0000' },
      }),
      'refresh_token',
    );
    expectRefused(
      await client.request({
        url: '/oidc/token/revocation',
        form: { client_id: clientId(), token: 't\u0000' },
      }),
      'token',
    );
  });

  it('refuses NUL in the authorization request', async () => {
    expectRefused(
      await client.request({ url: `/oidc/auth?client_id=${clientId()}%00&response_type=code` }),
      'client_id',
    );
  });

  it('still signs a person in, and its answers to a bad code are its own', async () => {
    const tokens = await client.register(accountFactory());
    expect(tokens.access_token).toBeTruthy();
    const refreshed = await client.refresh(tokens.refresh_token);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const bad = await client.request({
      url: '/oidc/token',
      form: { grant_type: 'refresh_token', client_id: clientId(), refresh_token: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
