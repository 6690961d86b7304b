import { createHash } from 'node:crypto';
import { ApiErrorBodySchema, MeResponseSchema } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDigestCandidates } from '../../src/modules/reminders/repository.ts';
import { RESEND_LIMIT } from '../../src/modules/account/email-verification-routes.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { accountFactory } from '../identity/support/account-factory.ts';
import { confirmationToken } from '../identity/support/confirm-address.ts';
import { EmbeddedClient } from '../identity/support/embedded-client.ts';

const PREMIUM_PRICE = 'price_resumio_premium_monthly';

function expectError(res: { statusCode: number; body: string }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ApiErrorBodySchema.parse(JSON.parse(res.body));
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

describe.each(testDialects())('verified addresses (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '10000' });
  });
  afterAll(async () => t.close());

  async function newPerson() {
    const account = accountFactory();
    const tokens = await new EmbeddedClient(t.app, t.config).register(account);
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    const me = MeResponseSchema.parse((await t.app.inject({ url: '/api/me', headers })).json());
    return { account, headers, me };
  }

  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/email-verification/confirm', payload: { token } });
  const checkout = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers,
      payload: { priceId: PREMIUM_PRICE },
    });
  const resend = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/me/email-verification', headers });

  it('mails a new account a single-use link, stored hashed; checkout waits for it', async () => {
    const { account, headers, me } = await newPerson();
    expect(me.emailVerified).toBe(false);

    const refused = expectError(await checkout(headers), 403, 'EMAIL_NOT_VERIFIED');
    expect(refused.error).toBe('Forbidden');

    const token = await confirmationToken(t.app, account.email);
    const stored = await t.database.db
      .selectFrom('email_verification_tokens')
      .select('token_hash')
      .execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(stored.map((row) => row.token_hash)).toContain(
      createHash('sha256').update(token).digest('base64url'),
    );

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: account.email, changed: false });
    expectError(await confirm(token), 400, 'VERIFICATION_LINK_INVALID');

    // The same access token: the answer is read from the account, not from the token's claims.
    const after = MeResponseSchema.parse((await t.app.inject({ url: '/api/me', headers })).json());
    expect(after.emailVerified).toBe(true);
    expect((await checkout(headers)).statusCode).toBe(200);
    expect((await resend(headers)).json()).toEqual({ status: 'already-verified' });
  });

  it('refuses an expired link and an unknown one', async () => {
    const { account } = await newPerson();
    const token = await confirmationToken(t.app, account.email);
    await t.database.db
      .updateTable('email_verification_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', createHash('sha256').update(token).digest('base64url'))
      .execute();
    expectError(await confirm(token), 400, 'VERIFICATION_LINK_INVALID');
    expectError(await confirm('not-a-token-of-ours'), 400, 'VERIFICATION_LINK_INVALID');
    expectError(await confirm(''), 400, 'VALIDATION_ERROR');
  });

  it('sends a new link on request, a few an hour; every link of the day works once', async () => {
    const { account, headers } = await newPerson();
    const first = await confirmationToken(t.app, account.email);
    for (let i = 0; i < RESEND_LIMIT.max; i++) {
      const res = await resend(headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'sent' });
    }
    const limited = expectError(await resend(headers), 429, 'RATE_LIMITED');
    expect(limited.message).toMatch(/try again in \d+ minutes?/);
    const newest = await confirmationToken(t.app, account.email);
    expect(newest).not.toBe(first);
    // The older link still works; using it spends the newer ones.
    expect((await confirm(first)).statusCode).toBe(200);
    expectError(await confirm(newest), 400, 'VERIFICATION_LINK_INVALID');
  });

  it('asks for a token to resend, and needs none to confirm', async () => {
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/me/email-verification' }),
      401,
      'TOKEN_MISSING',
    );
  });

  it('sends no digest to an address that is not confirmed', async () => {
    const waiting = await newPerson();
    const confirmed = await newPerson();
    await confirm(await confirmationToken(t.app, confirmed.account.email));
    for (const person of [waiting, confirmed]) {
      await t.database.db
        .insertInto('reminder_settings')
        .values({
          user_id: person.me.id,
          email_digest: 1,
          time_zone: 'UTC',
          digest_hour: 0,
          unsubscribe_token: `unsubscribe-${person.me.id}`,
          updated_at: new Date().toISOString(),
        })
        .execute();
    }
    const candidates = (await listDigestCandidates(t.database.db)).map((c) => c.user_id);
    expect(candidates).toContain(confirmed.me.id);
    expect(candidates).not.toContain(waiting.me.id);
  });
});
