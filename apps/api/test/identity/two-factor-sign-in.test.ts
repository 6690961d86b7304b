import { randomBytes } from 'node:crypto';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_CODES_PER_ACCOUNT } from '../../src/adapters/identity/embedded/two-factor-throttle.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { accountFactory, type TestAccount } from './support/account-factory.ts';
import { EmbeddedClient } from './support/embedded-client.ts';
import { codeFor, enableTwoFactor } from './support/two-factor.ts';

const WRONG_CODE = 'That code is not right.';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testDialects())('signing in with a second factor (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '10000' });
  });
  afterAll(async () => t.close());

  /** A new account with two-factor sign-in turned on in Settings. */
  async function protectedAccount() {
    const account = accountFactory();
    const tokens = await new EmbeddedClient(t.app, t.config).register(account);
    const enrolled = await enableTwoFactor(t.app, tokens.access_token, account.password);
    return { account, ...enrolled };
  }

  async function accountIdOf(account: TestAccount) {
    const row = await t.database.db
      .selectFrom('identity_accounts')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** How each provider session of the account was signed in (RFC 8176 method names). */
  async function sessionMethods(account: TestAccount) {
    const rows = await t.database.db
      .selectFrom('oidc_payloads')
      .select('payload')
      .where('model', '=', 'Session')
      .where('account_id', '=', await accountIdOf(account))
      .execute();
    return rows.map((row) => (JSON.parse(row.payload) as { amr?: string[] }).amr);
  }

  async function events(account: TestAccount) {
    const rows = await t.database.db
      .selectFrom('security_events')
      .select('kind')
      .where('account_id', '=', await accountIdOf(account))
      .orderBy('created_at')
      .execute();
    return rows.map((row) => row.kind);
  }

  it('asks for the code after the password, on an accessible page, and signs in only then', async () => {
    const { account, secret } = await protectedAccount();
    const browser = new EmbeddedClient(t.app, t.config);
    const { interactionPath, verifier } = await browser.signInUpToCode(account);

    const page = await browser.request({ url: `${interactionPath}/two-factor` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<label for="code">Code</label>');
    expect(page.body).toMatch(/<input[^>]*id="code"[^>]*autocomplete="one-time-code"/);
    expect(page.body).toMatch(/<input[^>]*aria-describedby="code-hint"/);
    expect(page.body).toContain(`action="${interactionPath}/two-factor"`);

    // A wrong code is refused, says so next to the field, and keeps what was typed.
    const typo = (await codeFor(secret, 1)) === '000000' ? ' 111 111 ' : ' 000 000 ';
    const wrong = await browser.submitCode(interactionPath, typo);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers.location).toBeUndefined();
    expect(wrong.body).toContain(WRONG_CODE);
    expect(wrong.body).toMatch(
      new RegExp(
        `<input[^>]*value="${typo.trim()}"[^>]*aria-describedby="code-hint code-error"[^>]*aria-invalid="true"`,
      ),
    );
    expect(wrong.body).toContain('<title>Error: Enter your sign-in code · Resumio</title>');

    const right = await browser.submitCode(interactionPath, await codeFor(secret, 1));
    const tokens = await browser.tokensAfter(right, verifier);
    // The registration's session, then this one.
    expect(await sessionMethods(account)).toContainEqual(['pwd', 'otp', 'mfa']);
    const me = await t.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode, me.body).toBe(200);
  });

  it('refuses a code that was already used, even within its 30 seconds', async () => {
    const { account, secret } = await protectedAccount();
    const code = await codeFor(secret, 1);
    const first = new EmbeddedClient(t.app, t.config);
    const started = await first.signInUpToCode(account);
    await first.tokensAfter(
      await first.submitCode(started.interactionPath, code),
      started.verifier,
    );

    const second = new EmbeddedClient(t.app, t.config);
    const { interactionPath } = await second.signInUpToCode(account);
    const replayed = await second.submitCode(interactionPath, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.body).toContain(WRONG_CODE);
    // The code used to turn it on cannot sign in either: its step is behind the last one used.
    const older = await second.submitCode(interactionPath, await codeFor(secret, 0));
    expect(older.statusCode).toBe(401);
  });

  it('takes a recovery code once, and records that it was used', async () => {
    const { account, recoveryCodes } = await protectedAccount();
    const code = recoveryCodes[3]!;
    const browser = new EmbeddedClient(t.app, t.config);
    const started = await browser.signInUpToCode(account);
    // Typed in capitals without the dash: still the same code.
    const used = await browser.submitCode(
      started.interactionPath,
      code.replace('-', ' ').toUpperCase(),
    );
    const tokens = await browser.tokensAfter(used, started.verifier);
    expect(await events(account)).toEqual([
      'sign-in',
      'two-factor-enabled',
      'recovery-code-used',
      'sign-in',
    ]);

    const status = await t.app.inject({
      url: '/api/me/two-factor',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });

    const again = new EmbeddedClient(t.app, t.config);
    const { interactionPath } = await again.signInUpToCode(account);
    const reused = await again.submitCode(interactionPath, code);
    expect(reused.statusCode).toBe(401);
    expect(reused.body).toContain(WRONG_CODE);
  });

  it('stops checking codes after five wrong ones, whatever is typed next', async () => {
    const { account, recoveryCodes, secret } = await protectedAccount();
    const browser = new EmbeddedClient(t.app, t.config);
    const { interactionPath } = await browser.signInUpToCode(account);
    // Guesses that are surely wrong: none of the codes valid around now.
    const valid = await Promise.all([-2, -1, 0, 1, 2].map((steps) => codeFor(secret, steps)));
    const guesses = Array.from({ length: 20 }, (_, i) => String(200_000 + i * 37_111))
      .filter((guess) => !valid.includes(guess))
      .slice(0, FAILED_CODES_PER_ACCOUNT);
    for (const guess of guesses) {
      expect((await browser.submitCode(interactionPath, guess)).statusCode).toBe(401);
    }
    const throttled = await browser.submitCode(interactionPath, recoveryCodes[0]!);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.body).toMatch(
      /Too many wrong codes for this account\. Try again in 1\d minutes\./,
    );
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(800);
    expect(throttled.headers.location).toBeUndefined();
    // The recovery code was not looked at, so it is still unused.
    const unused = await t.database.db
      .selectFrom('two_factor_recovery_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('account_id', '=', await accountIdOf(account))
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(unused.count)).toBe(10);
    // Another browser of the same account is held up too: the count is the account's.
    const other = new EmbeddedClient(t.app, t.config);
    const next = await other.signInUpToCode(account);
    expect((await other.submitCode(next.interactionPath, recoveryCodes[0]!)).statusCode).toBe(429);
  });

  it('never takes a code for a sign-in whose password was not given in this browser', async () => {
    const { account, secret } = await protectedAccount();
    const victim = new EmbeddedClient(t.app, t.config);
    const started = await victim.signInUpToCode(account);

    // Without the password step, the code page is the sign-in form again.
    const stranger = new EmbeddedClient(t.app, t.config);
    const own = await stranger.startSignIn();
    const page = await stranger.request({ url: `${own.interactionPath}/two-factor` });
    expect(page.body).toContain('Sign in to Resumio');
    const posted = await stranger.submitCode(own.interactionPath, await codeFor(secret, 1));
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('Please enter your email and password again.');
    expect(posted.headers.location).toBeUndefined();

    // Another browser cannot answer the victim's challenge: the interaction cookie is missing.
    const hijack = await t.app.inject({
      method: 'POST',
      url: `${started.interactionPath}/two-factor`,
      headers: form,
      payload: new URLSearchParams({ code: await codeFor(secret, 1) }).toString(),
    });
    expect(hijack.statusCode).toBe(400);
    expect(hijack.body).toContain('This sign-in page has expired');
  });

  it('still asks for the code after the password was reset by email', async () => {
    const { account, secret } = await protectedAccount();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/oidc/password-reset',
      headers: form,
      payload: new URLSearchParams({ email: account.email }).toString(),
    });
    expect(reset.statusCode).toBe(200);
    await t.app.embeddedIdentity!.mailer.idle();
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', account.email)
      .where('subject', '=', 'Reset your Resumio password')
      .executeTakeFirstOrThrow();
    const token = /\/oidc\/password-reset\/new#([\w-]+)/.exec(mail.text_body)![1]!;
    const newPassword = `New-Staple-${randomBytes(4).toString('hex')}-Horse`;
    const done = await t.app.inject({
      method: 'POST',
      url: '/oidc/password-reset/new',
      headers: form,
      payload: new URLSearchParams({ token, password: newPassword }).toString(),
    });
    expect(done.statusCode, done.body).toBe(200);

    const browser = new EmbeddedClient(t.app, t.config);
    const started = await browser.signInUpToCode({ ...account, password: newPassword });
    const right = await browser.submitCode(started.interactionPath, await codeFor(secret, 1));
    await browser.tokensAfter(right, started.verifier);
  });

  it('signs an account without two-factor sign-in in with the password alone', async () => {
    const account = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(account);
    await new EmbeddedClient(t.app, t.config).signIn(account);
    expect(await sessionMethods(account)).toEqual([['pwd'], ['pwd']]);
  });
});
