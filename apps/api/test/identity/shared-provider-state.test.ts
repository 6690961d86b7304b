import { testDialects } from '@resumio/db/testing';
import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../helpers/build-test-app.ts';
import { twoInstances } from '../helpers/two-instances.ts';
import { accountFactory } from './support/account-factory.ts';
import { EmbeddedClient, pkcePair } from './support/embedded-client.ts';

describe.each(testDialects())('two instances on one database (%s)', (dialect) => {
  const config = testConfig({ AUTH_RATE_LIMIT_MAX: '1000' });
  const instances = twoInstances(dialect, config);

  it('agree on one signing key and one cookie key', async () => {
    const secrets = await instances.database.db
      .selectFrom('instance_secrets')
      .select('name')
      .where('name', 'like', 'oidc.%')
      .execute();
    expect(secrets.map((s) => s.name).sort()).toEqual(['oidc.cookie-keys', 'oidc.signing-keys']);
    const jwksA = (await instances.a.inject({ url: '/oidc/jwks' })).json();
    const jwksB = (await instances.b.inject({ url: '/oidc/jwks' })).json();
    expect(jwksB).toEqual(jwksA);
  });

  it('verifies at one instance the access token issued by the other', async () => {
    const account = accountFactory();
    const tokens = await new EmbeddedClient(instances.a, config).register(account);
    expect(decodeProtectedHeader(tokens.access_token).kid).toBe(
      (await instances.b.inject({ url: '/oidc/jwks' })).json().keys[0].kid,
    );
    const me = await instances.b.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(account.email);
  });

  it('continues a sign-in across instances: form at A, code redeemed at B', async () => {
    const account = accountFactory();
    await new EmbeddedClient(instances.a, config).register(account);

    const browser = new EmbeddedClient(instances.a, config);
    const { interactionPath, verifier } = await browser.startSignIn();
    const submitted = await browser.request({
      url: `${interactionPath}/login`,
      form: { email: account.email, password: account.password },
    });
    // The browser's next request lands on the other instance.
    browser.useApp(instances.b);
    const callback = await browser.followToCallback(submitted);
    const code = callback.searchParams.get('code')!;
    const tokens = await browser.exchangeCode(code, verifier);
    expect(tokens.statusCode, tokens.body).toBe(200);

    // And the refresh token works at either instance.
    const refreshed = await browser.useApp(instances.a).refresh(tokens.json().refresh_token);
    expect(refreshed.statusCode).toBe(200);
  });

  it('keeps the session: a browser signed in at A is signed in at B without a form', async () => {
    const browser = new EmbeddedClient(instances.a, config);
    await browser.register(accountFactory());
    browser.useApp(instances.b);
    const { challenge } = pkcePair();
    const again = await browser.request({
      url: browser.authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }),
    });
    const callback = await browser.followToCallback(again);
    expect(callback.searchParams.get('code')).toBeTruthy();
  });
});
