import { randomBytes } from 'node:crypto';
import { testDialects } from '@resumio/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LIMITS } from '../../src/adapters/identity/embedded/password-reset-limits.ts';
import { hashResetToken } from '../../src/adapters/identity/embedded/password-reset-tokens.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { accountFactory } from './support/account-factory.ts';
import { EmbeddedClient } from './support/embedded-client.ts';

const randomIp = () => `10.${[...randomBytes(3)].join('.')}`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const me = (app: FastifyInstance, accessToken: string) =>
  app.inject({ url: '/api/me', headers: { authorization: `Bearer ${accessToken}` } });

describe.each(testDialects())('password reset by email (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '10000' });
  });
  afterAll(async () => t.close());

  const requestReset = (email: string, ip = randomIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/oidc/password-reset',
      remoteAddress: ip,
      headers: form,
      payload: new URLSearchParams({ email }).toString(),
    });

  const submitPassword = (token: string, password: string, ip = randomIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/oidc/password-reset/new',
      remoteAddress: ip,
      headers: form,
      payload: new URLSearchParams({ token, password }).toString(),
    });

  async function mailsTo(email: string) {
    await t.app.embeddedIdentity!.mailer.idle();
    return (
      t.database.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body', 'html_body'])
        .where('to_address', '=', email)
        // A new account's address confirmation (decision 046) is not what these tests are about.
        .where('subject', '!=', 'Confirm your email address for Resumio')
        .orderBy('created_at')
        .execute()
    );
  }

  /** The token of the newest reset link mailed to the address, read from the outbox. */
  async function linkToken(email: string): Promise<string> {
    const mails = (await mailsTo(email)).filter((m) => m.subject === 'Reset your Resumio password');
    const text = mails.at(-1)?.text_body ?? '';
    const match = /\/oidc\/password-reset\/new#([\w-]+)/.exec(text);
    expect(match, text).toBeTruthy();
    return match![1]!;
  }

  it('links "Forgot your password?" on the sign-in page to the reset form', async () => {
    const browser = new EmbeddedClient(t.app, t.config);
    const { interactionPath } = await browser.startSignIn();
    const page = await browser.request({ url: interactionPath });
    expect(page.body).toContain('<a href="/oidc/password-reset">Forgot your password?</a>');
    const formPage = await t.app.inject({ url: '/oidc/password-reset' });
    expect(formPage.statusCode).toBe(200);
    expect(formPage.body).toContain('<h1>Reset your password</h1>');
    expect(formPage.headers['content-security-policy']).toContain("script-src 'none'");
  });

  it('answers the same whether or not the address has an account, and mails only the owner', async () => {
    const owner = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(owner);
    const stranger = accountFactory();

    const known = await requestReset(owner.email.toUpperCase());
    const unknown = await requestReset(stranger.email.toUpperCase());
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const normalise = (body: string, email: string) => body.replace(email, 'EMAIL');
    expect(normalise(known.body, owner.email.toUpperCase())).toBe(
      normalise(unknown.body, stranger.email.toUpperCase()),
    );
    expect(known.body).toContain('Check your inbox');

    expect(await mailsTo(stranger.email)).toEqual([]);
    const [mail] = await mailsTo(owner.email);
    expect(mail!.subject).toBe('Reset your Resumio password');
    expect(mail!.text_body).toContain('works once, for 30 minutes');
    // The token is in the fragment, so no server log ever sees it; only its hash is stored.
    const token = await linkToken(owner.email);
    expect(mail!.text_body).toContain(`${t.config.publicUrl}/oidc/password-reset/new#${token}`);
    const rows = await t.database.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    const row = rows.find((r) => r.token_hash === hashResetToken(token));
    expect(row).toBeDefined();
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(30 * 60 * 1000);
  });

  it('sets a new password, ends every session and refresh token, and works only once', async () => {
    const owner = accountFactory();
    const laptop = new EmbeddedClient(t.app, t.config);
    const phone = new EmbeddedClient(t.app, t.config);
    const first = await laptop.register(owner);
    const second = await phone.signIn(owner);
    expect((await me(t.app, second.access_token)).statusCode).toBe(200);

    await requestReset(owner.email);
    const token = await linkToken(owner.email);
    const page = await t.app.inject({ url: '/oidc/password-reset/new' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('autocomplete="new-password"');
    expect(page.body).toContain('/oidc-assets/password-reset.js');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const newPassword = `New-Staple-${randomBytes(4).toString('hex')}-Horse`;
    const done = await submitPassword(token, newPassword);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('Your password is changed');
    expect(done.body).toContain(`href="${t.config.publicUrl}/login"`);

    // Every refresh token and access token of the account is refused, on every device.
    for (const [browser, tokens] of [
      [laptop, first],
      [phone, second],
    ] as const) {
      const refreshed = await browser.refresh(tokens.refresh_token);
      expect(refreshed.statusCode).toBe(400);
      expect((await me(t.app, tokens.access_token)).statusCode).toBe(401);
    }
    const left = await t.database.db
      .selectFrom('oidc_payloads')
      .select('model')
      .where('model', 'in', ['Session', 'Grant', 'RefreshToken'])
      .where('payload', 'like', `%${await accountId(owner.email)}%`)
      .execute();
    expect(left).toEqual([]);

    // The old password no longer works, the new one does.
    const oldAttempt = new EmbeddedClient(t.app, t.config);
    const { interactionPath } = await oldAttempt.startSignIn();
    const refused = await oldAttempt.request({
      url: `${interactionPath}/login`,
      form: { email: owner.email, password: owner.password },
    });
    expect(refused.statusCode).toBe(401);
    await new EmbeddedClient(t.app, t.config).signIn({ ...owner, password: newPassword });

    // The link is spent, and the owner is told the password changed.
    const again = await submitPassword(token, `Another-${newPassword}`);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link no longer works');
    const subjects = (await mailsTo(owner.email)).map((mail) => mail.subject);
    expect(subjects).toContain('Your Resumio password was changed');
  });

  async function accountId(email: string) {
    const row = await t.database.db
      .selectFrom('identity_accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('refuses a password that sign-up would refuse, keeping the link usable', async () => {
    const owner = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(owner);
    await requestReset(owner.email);
    const token = await linkToken(owner.email);

    const short = await submitPassword(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Use at least 8 characters.');
    // The token goes back into the form, so the person can try again without a new email.
    expect(short.body).toContain(`value="${token}"`);
    const common = await submitPassword(token, 'password123');
    expect(common.body).toContain('This password is too common.');
    const ownEmail = await submitPassword(token, owner.email);
    expect(ownEmail.body).toContain('Your password can&#39;t be your email address.');

    const done = await submitPassword(token, `Fine-${owner.password}`);
    expect(done.statusCode).toBe(200);
  });

  it('refuses an expired, unknown or missing link', async () => {
    const owner = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(owner);
    await requestReset(owner.email);
    const token = await linkToken(owner.email);
    await t.database.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashResetToken(token))
      .execute();

    for (const attempt of [token, randomBytes(32).toString('base64url'), '']) {
      const response = await submitPassword(attempt, `Fine-${owner.password}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('This link no longer works');
      expect(response.body).toContain('href="/oidc/password-reset"');
    }
    await new EmbeddedClient(t.app, t.config).signIn(owner);
  });

  it('spends every other link of the account when one is used', async () => {
    const owner = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(owner);
    await requestReset(owner.email);
    const older = await linkToken(owner.email);
    await requestReset(owner.email);
    const newer = await linkToken(owner.email);
    expect(newer).not.toBe(older);
    expect((await submitPassword(newer, `Fine-${owner.password}`)).statusCode).toBe(200);
    expect((await submitPassword(older, `Other-${owner.password}`)).statusCode).toBe(400);
  });

  it('keeps what was typed and says what is wrong with the address', async () => {
    const response = await requestReset('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter a valid email address');
    expect(response.body).toContain('value="not-an-address"');
  });

  it('limits reset emails per address, whether or not it has an account', async () => {
    for (const registered of [true, false]) {
      const person = accountFactory();
      if (registered) await new EmbeddedClient(t.app, t.config).register(person);
      for (let i = 0; i < RESET_LIMITS.perEmail; i++) {
        expect((await requestReset(person.email)).statusCode).toBe(200);
      }
      // Tags reach the same mailbox and share its budget.
      const [local, domain] = person.email.split('@');
      const refused = await requestReset(`${local}+again@${domain}`);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain('This address has asked for several reset links');
      expect(refused.body).toContain(`value="${local}+again@${domain}"`);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const mails = await mailsTo(person.email);
      expect(mails).toHaveLength(registered ? RESET_LIMITS.perEmail : 0);
    }
  });

  it('limits reset requests per client', async () => {
    const ip = randomIp();
    for (let i = 0; i < RESET_LIMITS.perClient; i++) {
      expect((await requestReset(accountFactory().email, ip)).statusCode).toBe(200);
    }
    const refused = await requestReset(accountFactory().email, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many reset requests from your network');
    expect((await requestReset(accountFactory().email)).statusCode).toBe(200);
  });
});
