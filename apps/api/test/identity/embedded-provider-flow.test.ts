import { testDialects } from '@resumio/db/testing';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../src/adapters/identity/embedded/database-adapter.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/build-test-app.ts';
import { accountFactory } from './support/account-factory.ts';
import { ageRotation as ageRotationIn } from './support/age-rotation.ts';
import { EmbeddedClient, pkcePair, toPath } from './support/embedded-client.ts';

describe.each(testDialects())('embedded identity provider (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const ageRotation = (token: string, seconds: number) =>
    ageRotationIn(t.database.db, token, seconds);

  it('publishes a discovery document for its issuer with endpoints under /oidc', async () => {
    const response = await t.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const discovery = response.json();
    const issuer = `${TEST_PUBLIC_URL}/oidc`;
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      end_session_endpoint: `${issuer}/session/end`,
      revocation_endpoint: `${issuer}/token/revocation`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(discovery.id_token_signing_alg_values_supported).toContain('RS256');
  });

  it('ignores forged Host and X-Forwarded-Host headers when building its URLs', async () => {
    const response = await t.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.json().authorization_endpoint).toBe(`${TEST_PUBLIC_URL}/oidc/auth`);
  });

  it('serves its public signing key only', async () => {
    const { keys } = (await t.app.inject({ url: '/oidc/jwks' })).json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('registers, signs in with PKCE and calls the API with the access token', async () => {
    const account = accountFactory();
    const client = new EmbeddedClient(t.app, t.config);
    const tokens = await client.register(account);

    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.scope.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
    const header = decodeProtectedHeader(tokens.access_token);
    expect(header).toMatchObject({ typ: 'at+jwt', alg: 'RS256' });
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: `${TEST_PUBLIC_URL}/oidc`,
      aud: t.config.identity.audience,
      email: account.email,
      name: account.name,
      client_id: 'resumio-web',
    });
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(900);
    expect(claims.exp! - claims.iat!).toBe(t.config.identity.accessTokenTtlSeconds);

    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({ aud: 'resumio-web', email: account.email, name: account.name });

    const me = await t.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: account.email, displayName: account.name });
  });

  it('signs in again with the same account and maps to the same user', async () => {
    const account = accountFactory();
    const first = await new EmbeddedClient(t.app, t.config).register(account);
    const second = await new EmbeddedClient(t.app, t.config).signIn(account);
    const me = async (token: string) =>
      (
        await t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } })
      ).json();
    expect((await me(second.access_token)).id).toBe((await me(first.access_token)).id);
  });

  it('rotates refresh tokens: the new one works, the old one is then refused', async () => {
    const client = new EmbeddedClient(t.app, t.config);
    const tokens = await client.register(accountFactory());

    const refreshed = await client.refresh(tokens.refresh_token);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const next = refreshed.json();
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeProtectedHeader(next.access_token).typ).toBe('at+jwt');
    expect(decodeJwt(next.access_token).aud).toBe(t.config.identity.audience);
    const me = await t.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${next.access_token}` },
    });
    expect(me.statusCode).toBe(200);

    // The rotation happened more than the grace window ago: presenting the old token again is
    // reuse, refused, and it ends the grant (the newer token stops working too).
    await ageRotation(tokens.refresh_token, REFRESH_REUSE_GRACE_SECONDS + 1);
    const replayed = await client.refresh(tokens.refresh_token);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error).toBe('invalid_grant');
    expect((await client.refresh(next.refresh_token)).statusCode).toBe(400);
  });

  it('accepts a rotated refresh token again for a few seconds, for an answer lost on the way', async () => {
    const client = new EmbeddedClient(t.app, t.config);
    const tokens = await client.register(accountFactory());
    // The first refresh succeeds on the server but its answer never reaches the browser.
    expect((await client.refresh(tokens.refresh_token)).statusCode).toBe(200);
    const retried = await client.refresh(tokens.refresh_token);
    expect(retried.statusCode, retried.body).toBe(200);
    const { refresh_token: current, access_token: access } = retried.json();
    expect(
      (await t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${access}` } }))
        .statusCode,
    ).toBe(200);
    // Retrying does not stretch the window: it still counts from the first rotation.
    await ageRotation(tokens.refresh_token, REFRESH_REUSE_GRACE_SECONDS + 1);
    expect((await client.refresh(tokens.refresh_token)).statusCode).toBe(400);
    expect((await client.refresh(current)).statusCode).toBe(400);
  });

  it('requires PKCE with S256 at the authorization endpoint', async () => {
    const client = new EmbeddedClient(t.app, t.config);
    const missing = await client.request({ url: client.authorizeUrl() });
    expect(missing.statusCode).toBe(303);
    const missingError = new URL(missing.headers.location as string);
    expect(missingError.origin + missingError.pathname).toBe(client.redirectUri);
    expect(missingError.searchParams.get('error')).toBe('invalid_request');

    const plain = await client.request({
      url: client.authorizeUrl({
        code_challenge: pkcePair().verifier,
        code_challenge_method: 'plain',
      }),
    });
    expect(new URL(plain.headers.location as string).searchParams.get('error')).toBe(
      'invalid_request',
    );
  });

  it('refuses a code exchange with a missing or wrong code_verifier', async () => {
    const account = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(account);
    const client = new EmbeddedClient(t.app, t.config);
    const { interactionPath } = await client.startSignIn();
    const submitted = await client.request({
      url: `${interactionPath}/login`,
      form: { email: account.email, password: account.password },
    });
    const code = (await client.followToCallback(submitted)).searchParams.get('code')!;
    const wrong = await client.exchangeCode(code, pkcePair().verifier);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_grant');
  });

  it('refuses an audience other than the API', async () => {
    const client = new EmbeddedClient(t.app, t.config);
    const { challenge } = pkcePair();
    const response = await client.request({
      url: client.authorizeUrl({
        code_challenge: challenge,
        code_challenge_method: 'S256',
        audience: 'https://other.example/api',
      }),
    });
    expect(new URL(response.headers.location as string).searchParams.get('error')).toBe(
      'invalid_target',
    );
  });

  it('refuses redirect URIs that are not registered', async () => {
    const client = new EmbeddedClient(t.app, t.config);
    const response = await client.request({
      url: client.authorizeUrl({
        redirect_uri: 'https://attacker.example/callback',
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Sign-in could not continue');
  });

  it('signs out through a product-styled confirmation and returns to the app', async () => {
    const client = new EmbeddedClient(t.app, t.config);
    const tokens = await client.register(accountFactory());
    const page = await client.request({
      url: `/oidc/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${TEST_PUBLIC_URL}/`,
        client_id: 'resumio-web',
      })}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Sign out of Resumio?</h1>');
    // Our app's own sign-out (it holds the ID token) is confirmed by a same-origin script file.
    expect(page.body).not.toMatch(/<script>/i);
    expect(page.body).toMatch(
      /<script src="\/oidc-assets\/sign-out\.js\?v=[0-9a-f]+" defer><\/script>/,
    );
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const action = /<form[^>]*action="([^"]+)"/.exec(page.body)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    expect(action && xsrf).toBeTruthy();

    const confirmed = await client.request({
      url: toPath(action!.replace(/&amp;/g, '&')),
      form: { xsrf: xsrf!, logout: 'yes' },
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`${TEST_PUBLIC_URL}/`);

    const script = await client.request({ url: '/oidc-assets/sign-out.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('data-auto-confirm');

    // The refresh token of the ended session is revoked with it.
    const refreshed = await client.refresh(tokens.refresh_token);
    expect(refreshed.statusCode).toBe(400);
  });

  it("asks before signing out when the ID token hint is another person's", async () => {
    // An attacker's own, perfectly valid ID token, planted in a link the victim opens.
    const attackerTokens = await new EmbeddedClient(t.app, t.config).register(accountFactory());
    const victim = new EmbeddedClient(t.app, t.config);
    const victimTokens = await victim.register(accountFactory());
    const page = await victim.request({
      url: `/oidc/session/end?${new URLSearchParams({
        id_token_hint: attackerTokens.id_token,
        post_logout_redirect_uri: `${TEST_PUBLIC_URL}/`,
        client_id: 'resumio-web',
      })}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Sign out of Resumio?</h1>');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).not.toContain('data-auto-confirm');
    expect(page.body).not.toContain('type="hidden" name="logout"');
    // Nothing was ended: the victim's refresh token still works.
    expect((await victim.refresh(victimTokens.refresh_token)).statusCode).toBe(200);
  });

  it('asks before signing out when the request does not carry an ID token', async () => {
    const client = new EmbeddedClient(t.app, t.config);
    await client.register(accountFactory());
    const page = await client.request({ url: '/oidc/session/end' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Sign out of Resumio?</h1>');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).not.toContain('data-auto-confirm');
  });
});
