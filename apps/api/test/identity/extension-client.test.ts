import { testDialects } from '@resumio/db/testing';
import { decodeJwt } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { accountFactory } from './support/account-factory.ts';
import { EmbeddedClient, pkcePair, toPath } from './support/embedded-client.ts';

const EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

describe.each(testDialects())('the browser extension client (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const redirectUri = () => `${t.config.publicUrl}/extension/signed-in`;

  /** The extension's authorization request, as its background script sends it. */
  async function authorize(client: EmbeddedClient, challenge: string) {
    return client.request({
      url: client.authorizeUrl({
        client_id: 'resumio-extension',
        redirect_uri: redirectUri(),
        scope: 'openid profile email',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    });
  }

  /** Follows the provider's redirects until the extension's redirect URI. */
  async function toRedirectUri(client: EmbeddedClient, response: LightMyRequestResponse) {
    let current = response;
    for (let hop = 0; hop < 6; hop++) {
      expect([302, 303], current.body).toContain(current.statusCode);
      const location = current.headers.location as string;
      if (location.startsWith(redirectUri())) return new URL(location);
      current = await client.request({ url: toPath(location) });
    }
    throw new Error('too many redirects');
  }

  const exchange = (client: EmbeddedClient, form: Record<string, string>, origin: string) =>
    client.request({
      url: '/oidc/token',
      headers: { origin },
      form: { client_id: 'resumio-extension', ...form },
    });

  it('signs in with PKCE, without a consent screen, and gets API tokens it can refresh', async () => {
    const client = new EmbeddedClient(t.app, t.config);
    await client.register(accountFactory());
    const { verifier, challenge } = pkcePair();
    // Already signed in to the app in this browser: straight back with a code.
    const landed = await toRedirectUri(client, await authorize(client, challenge));
    const code = landed.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const codeExchange = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(),
      code_verifier: verifier,
    };
    // Another site may not call the token endpoint for this client; the extension may.
    const foreign = await exchange(client, codeExchange, 'https://evil.example');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe('invalid_request');
    const answered = await exchange(client, codeExchange, EXTENSION);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.headers['access-control-allow-origin']).toBe(EXTENSION);
    const tokens = answered.json();
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      aud: t.config.identity.audience,
      client_id: 'resumio-extension',
    });
    expect(tokens.refresh_token).toBeTruthy();
    const me = await t.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);

    const refreshed = await exchange(
      client,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      'moz-extension://0c0a2b4e-1c1d-4e5f-9a8b-7c6d5e4f3a2b',
    );
    expect(refreshed.statusCode, refreshed.body).toBe(200);
  });

  it('sends a browser that is not signed in through the sign-in form first', async () => {
    const account = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(account);
    const client = new EmbeddedClient(t.app, t.config);
    const { verifier, challenge } = pkcePair();
    const started = await authorize(client, challenge);
    const interactionPath = toPath(started.headers.location as string);
    expect(interactionPath).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const signedIn = await client.request({
      url: `${interactionPath}/login`,
      form: { email: account.email, password: account.password },
    });
    const landed = await toRedirectUri(client, signedIn);
    const answered = await exchange(
      client,
      {
        grant_type: 'authorization_code',
        code: landed.searchParams.get('code')!,
        redirect_uri: redirectUri(),
        code_verifier: verifier,
      },
      EXTENSION,
    );
    expect(answered.statusCode, answered.body).toBe(200);
  });

  it('refuses a redirect URI other than its own', async () => {
    const client = new EmbeddedClient(t.app, t.config);
    const response = await client.request({
      url: client.authorizeUrl({
        client_id: 'resumio-extension',
        redirect_uri: `${t.config.publicUrl}/callback`,
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
      }),
    });
    expect(response.statusCode).toBe(400);
  });
});
