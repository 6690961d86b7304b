import {
  ApiErrorBodySchema,
  MeResponseSchema,
  SecurityOverviewResponseSchema,
} from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHECK_LIMIT } from '../../src/modules/account/security-routes.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { accountFactory } from '../identity/support/account-factory.ts';
import { confirmationToken } from '../identity/support/confirm-address.ts';
import { EmbeddedClient } from '../identity/support/embedded-client.ts';

function expectError(res: { statusCode: number; body: string }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ApiErrorBodySchema.parse(JSON.parse(res.body));
  expect(body.code).toBe(code);
  return body;
}

describe.each(testDialects())('security settings (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '10000' });
  });
  afterAll(async () => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, 'user-agent': 'Mozilla/5.0 (X11; Linux) Chromium/140 Test' },
      ...(payload ? { payload } : {}),
    });

  /** One account signed in on two "devices". */
  async function twoDevices() {
    const account = accountFactory();
    const laptop = await new EmbeddedClient(t.app, t.config).register(account);
    const phone = await new EmbeddedClient(t.app, t.config).signIn(account);
    return {
      account,
      laptop: bearer(laptop.access_token),
      phone,
      phoneHeaders: bearer(phone.access_token),
    };
  }

  it('lists the sessions and the sign-ins, and marks the one asking', async () => {
    const { laptop } = await twoDevices();
    const res = await call(laptop, 'GET', '/api/me/security');
    expect(res.statusCode, res.body).toBe(200);
    const overview = SecurityOverviewResponseSchema.parse(res.json());
    expect(overview.sessions).toHaveLength(2);
    expect(overview.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(overview.events.map((e) => e.kind)).toEqual(['sign-in', 'sign-in']);
  });

  it('changes the password with the current one, ends the other sessions only', async () => {
    const { account, laptop, phone, phoneHeaders } = await twoDevices();
    expectError(
      await call(laptop, 'POST', '/api/me/password', {
        currentPassword: 'not-it-at-all',
        newPassword: 'A-brand-new-passphrase',
      }),
      400,
      'VALIDATION_ERROR',
    );
    const weak = expectError(
      await call(laptop, 'POST', '/api/me/password', {
        currentPassword: account.password,
        newPassword: 'password',
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(weak.details).toEqual([{ path: 'newPassword', message: expect.any(String) }]);

    const changed = await call(laptop, 'POST', '/api/me/password', {
      currentPassword: account.password,
      newPassword: 'A-brand-new-passphrase',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(laptop, 'GET', '/api/me')).statusCode).toBe(200);
    expectError(await call(phoneHeaders, 'GET', '/api/me'), 401, 'TOKEN_INVALID');
    const client = new EmbeddedClient(t.app, t.config);
    expect((await client.refresh(phone.refresh_token!)).statusCode).toBe(400);
    await client.signIn({ email: account.email, password: 'A-brand-new-passphrase' });

    await t.app.embeddedIdentity!.mailer.idle();
    const notice = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', account.email)
      .where('subject', '=', 'Your Resumio password was changed')
      .execute();
    expect(notice).toHaveLength(1);
    const overview = SecurityOverviewResponseSchema.parse(
      (await call(laptop, 'GET', '/api/me/security')).json(),
    );
    expect(overview.events.map((e) => e.kind)).toContain('password-changed');
  });

  it('limits wrong current passwords per account', async () => {
    const { laptop } = await twoDevices();
    for (let i = 0; i < PASSWORD_CHECK_LIMIT.max; i++) {
      await call(laptop, 'POST', '/api/me/password', {
        currentPassword: `wrong-${i}`,
        newPassword: 'A-brand-new-passphrase',
      });
    }
    expectError(
      await call(laptop, 'POST', '/api/me/password', {
        currentPassword: 'wrong-again',
        newPassword: 'A-brand-new-passphrase',
      }),
      429,
      'RATE_LIMITED',
    );
  });

  it('moves to a new address only through the link mailed there, and tells the old one', async () => {
    const { account, laptop } = await twoDevices();
    const newEmail = `moved.${account.email}`;
    const asked = await call(laptop, 'POST', '/api/me/email', {
      newEmail,
      currentPassword: account.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ sentTo: newEmail });
    const token = await confirmationToken(t.app, newEmail);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/email-verification/confirm',
      payload: { token },
    });
    expect(confirmed.json()).toEqual({ email: newEmail, changed: true });
    await t.app.embeddedIdentity!.mailer.idle();
    const notice = await t.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', account.email)
      .where('subject', '=', 'Your Resumio email address was changed')
      .executeTakeFirst();
    expect(notice?.text_body).toContain(newEmail);
    // Signing in again gives a token with the new address, and the address counts as confirmed.
    const tokens = await new EmbeddedClient(t.app, t.config).signIn({
      email: newEmail,
      password: account.password,
    });
    const me = MeResponseSchema.parse(
      (await call(bearer(tokens.access_token), 'GET', '/api/me')).json(),
    );
    expect(me).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it('answers the same for a taken address and mails nothing there', async () => {
    const other = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(other);
    const { account, laptop } = await twoDevices();
    const asked = await call(laptop, 'POST', '/api/me/email', {
      newEmail: other.email,
      currentPassword: account.password,
    });
    expect(asked.statusCode).toBe(200);
    await t.app.embeddedIdentity!.mailer.idle();
    const links = await t.database.db
      .selectFrom('email_verification_tokens')
      .select('email')
      .where('email', '=', other.email)
      .execute();
    expect(links).toHaveLength(1); // its own registration's link only
  });

  it('signs out everywhere', async () => {
    const { laptop, phoneHeaders } = await twoDevices();
    const res = await call(laptop, 'DELETE', '/api/me/sessions');
    expect(res.statusCode, res.body).toBe(200);
    expectError(await call(laptop, 'GET', '/api/me'), 401, 'TOKEN_INVALID');
    expectError(await call(phoneHeaders, 'GET', '/api/me'), 401, 'TOKEN_INVALID');
  });
});
