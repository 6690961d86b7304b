import {
  ApiErrorBodySchema,
  RecoveryCodesResponseSchema,
  SecurityOverviewResponseSchema,
  StartTwoFactorResponseSchema,
  TwoFactorStatusResponseSchema,
} from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_CODES_PER_ACCOUNT } from '../../src/adapters/identity/embedded/two-factor-throttle.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { accountFactory, type TestAccount } from '../identity/support/account-factory.ts';
import { EmbeddedClient } from '../identity/support/embedded-client.ts';
import { codeFor, enableTwoFactor } from '../identity/support/two-factor.ts';

function expectError(res: { statusCode: number; body: string }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ApiErrorBodySchema.parse(JSON.parse(res.body));
  expect(body.code).toBe(code);
  return body;
}

describe.each(testDialects())('two-factor sign-in in Settings (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '10000' });
  });
  afterAll(async () => t.close());

  interface Owner {
    account: TestAccount;
    headers: { authorization: string };
  }

  async function owner(): Promise<Owner> {
    const account = accountFactory();
    const tokens = await new EmbeddedClient(t.app, t.config).register(account);
    return { account, headers: { authorization: `Bearer ${tokens.access_token}` } };
  }

  const call = (who: Owner, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...who.headers, 'user-agent': 'Mozilla/5.0 (X11; Linux) Chromium/140 Test' },
      ...(payload ? { payload } : {}),
    });

  const status = async (who: Owner) =>
    TwoFactorStatusResponseSchema.parse((await call(who, 'GET', '/api/me/two-factor')).json());

  const eventKinds = async (who: Owner) =>
    SecurityOverviewResponseSchema.parse(
      (await call(who, 'GET', '/api/me/security')).json(),
    ).events.map((event) => event.kind);

  async function accountId(who: Owner) {
    const row = await t.database.db
      .selectFrom('identity_accounts')
      .select('id')
      .where('email', '=', who.account.email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('turns on only after a first code, and keeps the secret sealed and the codes hashed', async () => {
    const me = await owner();
    expect(await status(me)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const wrongPassword = expectError(
      await call(me, 'POST', '/api/me/two-factor/setup', { currentPassword: 'not-it' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(wrongPassword.details).toEqual([
      { path: 'currentPassword', message: 'This is not your current password.' },
    ]);
    expectError(await call(me, 'POST', '/api/me/two-factor/setup', {}), 400, 'VALIDATION_ERROR');

    const setup = await call(me, 'POST', '/api/me/two-factor/setup', {
      currentPassword: me.account.password,
    });
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const started = StartTwoFactorResponseSchema.parse(setup.json());
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(started.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(started.secret);
    expect(uri.searchParams.get('issuer')).toBe('Resumio');
    expect(decodeURIComponent(uri.pathname)).toContain(me.account.email);
    const svg = Buffer.from(started.qrCode.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    // Not on yet: signing in still needs only the password.
    expect((await status(me)).enabled).toBe(false);
    await new EmbeddedClient(t.app, t.config).signIn(me.account);

    const wrongCode = (await codeFor(started.secret, 1)) === '123456' ? '654321' : '123456';
    const refused = expectError(
      await call(me, 'POST', '/api/me/two-factor/confirm', { code: wrongCode }),
      400,
      'VALIDATION_ERROR',
    );
    expect(refused.details).toEqual([expect.objectContaining({ path: 'code' })]);
    expectError(
      await call(me, 'POST', '/api/me/two-factor/confirm', { code: '' }),
      400,
      'VALIDATION_ERROR',
    );

    const confirmed = await call(me, 'POST', '/api/me/two-factor/confirm', {
      code: await codeFor(started.secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = RecoveryCodesResponseSchema.parse(confirmed.json());
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);

    const on = await status(me);
    expect(on).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(on.enabledAt).toBeTruthy();
    expect(await eventKinds(me)).toContain('two-factor-enabled');

    // What is stored gives nothing away.
    const id = await accountId(me);
    const credential = await t.database.db
      .selectFrom('two_factor_credentials')
      .selectAll()
      .where('account_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(credential.secret_ciphertext).not.toContain(started.secret);
    expect(credential.pending_expires_at).toBeNull();
    const hashes = await t.database.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('account_id', '=', id)
      .execute();
    expect(hashes).toHaveLength(10);
    const stored = JSON.stringify(hashes);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }

    // A second setup would replace the app in use: refused until it is turned off.
    expectError(
      await call(me, 'POST', '/api/me/two-factor/setup', { currentPassword: me.account.password }),
      409,
      'CONFLICT',
    );
    // And the secret is never answered again.
    expect((await call(me, 'GET', '/api/me/two-factor')).body).not.toContain(started.secret);
    expect((await call(me, 'GET', '/api/me/security')).body).not.toContain(started.secret);
  });

  it('drops an enrolment nobody confirmed in time', async () => {
    const me = await owner();
    expectError(
      await call(me, 'POST', '/api/me/two-factor/confirm', { code: '123456' }),
      404,
      'NOT_FOUND',
    );
    const setup = await call(me, 'POST', '/api/me/two-factor/setup', {
      currentPassword: me.account.password,
    });
    const started = StartTwoFactorResponseSchema.parse(setup.json());
    const minutes = (Date.parse(started.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    // As if the 15 minutes had passed.
    await t.database.db
      .updateTable('two_factor_credentials')
      .set({ pending_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('account_id', '=', await accountId(me))
      .execute();
    expectError(
      await call(me, 'POST', '/api/me/two-factor/confirm', { code: await codeFor(started.secret) }),
      404,
      'NOT_FOUND',
    );
    expect((await status(me)).enabled).toBe(false);
  });

  it('makes new recovery codes, and the old ones stop working', async () => {
    const me = await owner();
    const { recoveryCodes: old } = await enableTwoFactor(
      t.app,
      me.headers.authorization.slice(7),
      me.account.password,
    );
    expectError(
      await call(me, 'POST', '/api/me/two-factor/recovery-codes', {}),
      400,
      'VALIDATION_ERROR',
    );
    const fresh = await call(me, 'POST', '/api/me/two-factor/recovery-codes', {
      currentPassword: me.account.password,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const { recoveryCodes } = RecoveryCodesResponseSchema.parse(fresh.json());
    expect(recoveryCodes.some((code) => old.includes(code))).toBe(false);
    expect(await eventKinds(me)).toContain('recovery-codes-regenerated');

    // An old code proves nothing; a new one turns it off (and is spent doing so).
    expectError(
      await call(me, 'DELETE', '/api/me/two-factor', { code: old[0]! }),
      400,
      'VALIDATION_ERROR',
    );
    const off = await call(me, 'DELETE', '/api/me/two-factor', { code: recoveryCodes[0]! });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false });
    expect(await eventKinds(me)).toEqual(
      expect.arrayContaining(['recovery-code-used', 'two-factor-disabled']),
    );
  });

  it('turns off with the password or a current code, tells the owner, and forgets everything', async () => {
    const me = await owner();
    const { secret } = await enableTwoFactor(
      t.app,
      me.headers.authorization.slice(7),
      me.account.password,
    );
    expectError(await call(me, 'DELETE', '/api/me/two-factor', {}), 400, 'VALIDATION_ERROR');
    const wrong = expectError(
      await call(me, 'DELETE', '/api/me/two-factor', { currentPassword: 'not-it' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(wrong.details).toEqual([expect.objectContaining({ path: 'currentPassword' })]);

    const off = await call(me, 'DELETE', '/api/me/two-factor', { code: await codeFor(secret, 1) });
    expect(off.statusCode, off.body).toBe(200);
    expect(await status(me)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expectError(
      await call(me, 'DELETE', '/api/me/two-factor', { currentPassword: me.account.password }),
      409,
      'CONFLICT',
    );
    expectError(
      await call(me, 'POST', '/api/me/two-factor/recovery-codes', {
        currentPassword: me.account.password,
      }),
      409,
      'CONFLICT',
    );

    const id = await accountId(me);
    for (const table of ['two_factor_credentials', 'two_factor_recovery_codes'] as const) {
      const rows = await t.database.db
        .selectFrom(table)
        .select('account_id')
        .where('account_id', '=', id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    await t.app.embeddedIdentity!.mailer.idle();
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', me.account.email)
      .where('subject', '=', 'Two-factor sign-in was turned off for your Resumio account')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`${t.config.publicUrl}/oidc/password-reset`);
    // Signing in needs the password alone again.
    await new EmbeddedClient(t.app, t.config).signIn(me.account);
  });

  it('stops checking proofs after five wrong ones', async () => {
    const me = await owner();
    await enableTwoFactor(t.app, me.headers.authorization.slice(7), me.account.password);
    for (let i = 0; i < FAILED_CODES_PER_ACCOUNT; i++) {
      expectError(
        await call(me, 'DELETE', '/api/me/two-factor', { currentPassword: `wrong-${i}` }),
        400,
        'VALIDATION_ERROR',
      );
    }
    const throttled = expectError(
      await call(me, 'DELETE', '/api/me/two-factor', { currentPassword: me.account.password }),
      429,
      'RATE_LIMITED',
    );
    expect(throttled.message).toMatch(/Try again in 1\d minutes\./);
    expect((await status(me)).enabled).toBe(true);
  });

  it('asks for a token', async () => {
    expect((await t.app.inject({ url: '/api/me/two-factor' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/me/two-factor/setup',
          payload: { currentPassword: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
