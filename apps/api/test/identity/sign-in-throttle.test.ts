import { randomBytes } from 'node:crypto';
import { testDialects } from '@resumio/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAILED_SIGN_INS_BEFORE_NOTICE,
  FAILED_SIGN_INS_PER_CLIENT,
} from '../../src/adapters/identity/embedded/sign-in-throttle.ts';
import type { Config } from '../../src/config.ts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app.ts';
import { twoInstances } from '../helpers/two-instances.ts';
import { accountFactory, type TestAccount } from './support/account-factory.ts';
import { EmbeddedClient } from './support/embedded-client.ts';

const BAD_CREDENTIALS = 'Incorrect email or password.';
const TOO_MANY =
  /Too many sign-in attempts for this email address from your network\. Try again in (\d+) minutes?, or reset your password\./;

/** One sign-in form post from a browser at `ip`, through whichever instance is given. */
async function attempt(
  app: FastifyInstance,
  config: Config,
  credentials: Pick<TestAccount, 'email' | 'password'>,
  ip: string,
) {
  const browser = new EmbeddedClient(app, config);
  const { interactionPath } = await browser.startSignIn();
  const cookie = browser.jar.header(`${interactionPath}/login`);
  return app.inject({
    method: 'POST',
    url: `${interactionPath}/login`,
    remoteAddress: ip,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(credentials).toString(),
  });
}

const randomIp = () => `10.${[...randomBytes(3)].join('.')}`;

async function outboxTo(t: TestApp, to: string) {
  await t.app.embeddedIdentity!.mailer.idle();
  return (
    t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', to)
      // A new account's address confirmation (decision 046) is not what these tests are about.
      .where('subject', '!=', 'Confirm your email address for Resumio')
      .execute()
  );
}

describe.each(testDialects())('failed sign-ins (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '10000' });
  });
  afterAll(async () => t.close());

  async function guessFrom(ip: string, email: string, times: number) {
    for (let i = 0; i < times; i++) {
      const response = await attempt(
        t.app,
        t.config,
        { email, password: `Wrong-${i}-password` },
        ip,
      );
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain(BAD_CREDENTIALS);
    }
  }

  it('a stranger who guesses too often cannot lock the owner out', async () => {
    const owner = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(owner);
    const stranger = randomIp();
    await guessFrom(stranger, owner.email, FAILED_SIGN_INS_PER_CLIENT);

    // The stranger is told the truth: throttled, not "incorrect", whatever the password.
    const throttled = await attempt(t.app, t.config, owner, stranger);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.body).not.toContain(BAD_CREDENTIALS);
    expect(throttled.body).toMatch(TOO_MANY);
    expect(Number(TOO_MANY.exec(throttled.body)?.[1])).toBeGreaterThanOrEqual(14);
    expect(throttled.body).toContain('href="/oidc/password-reset"');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(800);
    expect(throttled.headers.location).toBeUndefined();

    // The owner, from their own network, signs in with the right password at once.
    const response = await attempt(t.app, t.config, owner, randomIp());
    expect(response.statusCode, response.body).toBe(303);
  });

  it('guesses spread over many networks never refuse the right password, and the owner is told', async () => {
    const owner = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(owner);
    for (let i = 0; i < FAILED_SIGN_INS_BEFORE_NOTICE + 2; i++) {
      // A different address every time: no client reaches its own limit.
      const response = await attempt(
        t.app,
        t.config,
        { email: owner.email, password: `Wrong-${i}-password` },
        randomIp(),
      );
      expect(response.statusCode).toBe(401);
    }
    // Failures beyond the notice are answered slowly, to slow guessing.
    const started = Date.now();
    const slow = await attempt(t.app, t.config, { ...owner, password: 'Wrong-again' }, randomIp());
    expect(slow.statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);

    const response = await attempt(t.app, t.config, owner, randomIp());
    expect(response.statusCode, response.body).toBe(303);

    const mails = await outboxTo(t, owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Someone tried to sign in to your Resumio account',
    ]);
    expect(mails[0]!.text_body).toContain(`${t.config.publicUrl}/oidc/password-reset`);
  });

  it('counts an address whether or not it has an account, and mails no one for a free one', async () => {
    const later = accountFactory();
    const ip = randomIp();
    await guessFrom(ip, later.email, FAILED_SIGN_INS_PER_CLIENT);
    const throttled = await attempt(t.app, t.config, later, ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.body).toMatch(TOO_MANY);
    expect(await outboxTo(t, later.email)).toEqual([]);
  });

  it('does not throttle other people behind the same network address', async () => {
    const sharedIp = randomIp();
    const target = accountFactory();
    const colleague = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(target);
    await new EmbeddedClient(t.app, t.config).register(colleague);
    await guessFrom(sharedIp, target.email, FAILED_SIGN_INS_PER_CLIENT);
    expect((await attempt(t.app, t.config, target, sharedIp)).statusCode).toBe(429);
    const response = await attempt(t.app, t.config, colleague, sharedIp);
    expect(response.statusCode, response.body).toBe(303);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('failed sign-ins, shared through Redis', () => {
  const config = testConfig({
    REDIS_URL: redisUrl,
    AUTH_RATE_LIMIT_MAX: '1000',
    RATE_LIMIT_MAX: '10000',
  });
  const instances = twoInstances('sqlite', config);

  it('counts failures of one client at either instance together', async () => {
    const account = accountFactory();
    await new EmbeddedClient(instances.a, config).register(account);
    const ip = randomIp();
    // Half the guesses at each instance: neither alone reaches the limit.
    for (let i = 0; i < FAILED_SIGN_INS_PER_CLIENT; i++) {
      const app = i % 2 ? instances.b : instances.a;
      await attempt(app, config, { email: account.email, password: `Wrong-${i}-password` }, ip);
    }
    const response = await attempt(instances.a, config, account, ip);
    expect(response.statusCode).toBe(429);
    expect(response.body).toMatch(TOO_MANY);
    expect((await attempt(instances.b, config, account, randomIp())).statusCode).toBe(303);
  });
});
