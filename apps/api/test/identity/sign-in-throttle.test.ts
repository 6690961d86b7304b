import { randomBytes } from 'node:crypto';
import { testDialects } from '@resumio/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_SIGN_INS_PER_ACCOUNT } from '../../src/adapters/identity/embedded/sign-in-throttle.ts';
import type { Config } from '../../src/config.ts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app.ts';
import { twoInstances } from '../helpers/two-instances.ts';
import { accountFactory, type TestAccount } from './support/account-factory.ts';
import { EmbeddedClient } from './support/embedded-client.ts';

const BAD_CREDENTIALS = 'Incorrect email or password.';

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

describe.each(testDialects())('failed sign-ins per account (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '10000' });
  });
  afterAll(async () => t.close());

  async function exhaust(email: string) {
    for (let i = 0; i < FAILED_SIGN_INS_PER_ACCOUNT; i++) {
      // A different address every time: the per-address limit never sees a pattern.
      const response = await attempt(
        t.app,
        t.config,
        { email, password: `Wrong-${i}-password` },
        randomIp(),
      );
      expect(response.statusCode).toBe(401);
    }
  }

  it('refuses even the right password once an account has had too many failures', async () => {
    const account = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(account);
    await exhaust(account.email);

    const started = Date.now();
    const response = await attempt(t.app, t.config, account, randomIp());
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(BAD_CREDENTIALS);
    expect(response.headers.location).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('counts failures for an address whether or not it has an account yet', async () => {
    const account = accountFactory();
    // Guessed before the account existed: the count does not depend on one.
    await exhaust(account.email);
    await new EmbeddedClient(t.app, t.config).register(account);
    const response = await attempt(t.app, t.config, account, randomIp());
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(BAD_CREDENTIALS);
  });

  it('does not lock out other people behind the same address', async () => {
    const sharedIp = randomIp();
    const target = accountFactory();
    const colleague = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(target);
    await new EmbeddedClient(t.app, t.config).register(colleague);
    for (let i = 0; i < FAILED_SIGN_INS_PER_ACCOUNT; i++) {
      await attempt(
        t.app,
        t.config,
        { email: target.email, password: `Wrong-${i}-password` },
        sharedIp,
      );
    }
    expect((await attempt(t.app, t.config, target, sharedIp)).statusCode).toBe(401);
    const response = await attempt(t.app, t.config, colleague, sharedIp);
    expect(response.statusCode, response.body).toBe(303);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('failed sign-ins per account, shared through Redis', () => {
  const config = testConfig({
    REDIS_URL: redisUrl,
    AUTH_RATE_LIMIT_MAX: '1000',
    RATE_LIMIT_MAX: '10000',
  });
  const instances = twoInstances('sqlite', config);

  it('counts failures at either instance against the same account', async () => {
    const account = accountFactory();
    await new EmbeddedClient(instances.a, config).register(account);
    // Half the guesses at each instance: neither alone reaches the limit.
    for (let i = 0; i < FAILED_SIGN_INS_PER_ACCOUNT; i++) {
      const app = i % 2 ? instances.b : instances.a;
      await attempt(
        app,
        config,
        { email: account.email, password: `Wrong-${i}-password` },
        randomIp(),
      );
    }
    const response = await attempt(instances.a, config, account, randomIp());
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(BAD_CREDENTIALS);
  });
});
