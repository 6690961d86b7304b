import { MeResponseSchema } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { accountFactory } from '../identity/support/account-factory.ts';
import { EmbeddedClient, type TokenResponse } from '../identity/support/embedded-client.ts';

describe.each(testDialects())('GET /api/me with the embedded provider (%s)', (dialect) => {
  let t: TestApp;
  let other: TestApp;
  const account = accountFactory();
  let tokens: TokenResponse;

  const me = (authorization?: string) =>
    t.app.inject({ url: '/api/me', headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' });
    // Another installation, with its own keys. Always SQLite: Kysely's migrator finds its
    // bookkeeping tables in any PostgreSQL schema, so two live test schemas would collide.
    other = await buildTestApp('sqlite', { AUTH_RATE_LIMIT_MAX: '1000' });
    tokens = await new EmbeddedClient(t.app, t.config).register(account);
  });
  afterAll(async () => {
    await t?.close();
    await other?.close();
  });

  it('answers the signed-in user in the contract shape, never cached', async () => {
    const response = await me(`Bearer ${tokens.access_token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = MeResponseSchema.parse(response.json());
    // A new address waits for its emailed confirmation (decision 046).
    expect(body).toMatchObject({
      email: account.email,
      displayName: account.name,
      emailVerified: false,
    });
    expect(Object.keys(response.json()).sort()).toEqual([
      'createdAt',
      'displayName',
      'email',
      'emailVerified',
      'id',
    ]);
  });

  it('accepts the bearer scheme in any case', async () => {
    expect((await me(`bearer ${tokens.access_token}`)).statusCode).toBe(200);
  });

  it('answers 401 TOKEN_MISSING without a token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toMatchObject({ error: 'Unauthorized', code: 'TOKEN_MISSING' });
  });

  it('refuses the ID token of the embedded provider', async () => {
    const response = await me(`Bearer ${tokens.id_token}`);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(response.json().code).toBe('TOKEN_TYPE_INVALID');
  });

  it('refuses a token signed by another installation', async () => {
    const foreign = await new EmbeddedClient(other.app, other.config).register(accountFactory());
    const response = await me(`Bearer ${foreign.access_token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_KEY_UNKNOWN');
  });

  it('refuses a token whose signature was altered', async () => {
    const [header, payload, signature] = tokens.access_token.split('.');
    const altered = `${signature!.slice(0, 10)}${signature![10] === 'A' ? 'B' : 'A'}${signature!.slice(11)}`;
    const response = await me(`Bearer ${header}.${payload}.${altered}`);
    expect(response.json().code).toBe('TOKEN_INVALID');
  });

  it('refuses a refresh token used as an access token', async () => {
    const response = await me(`Bearer ${tokens.refresh_token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_MALFORMED');
  });
});
