import { createHmac, createPublicKey } from 'node:crypto';
import { testDialects } from '@resumio/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { FakeIssuer, issuerKey } from './support/fake-issuer.ts';

const AUDIENCE = 'https://api.test';
const CLIENT_ID = 'test-client';
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testDialects())('API access tokens from an external issuer (%s)', (dialect) => {
  let issuer: FakeIssuer;
  let t: TestApp;

  const externalIssuerEnv = () => ({
    OIDC_ISSUER: issuer.issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_AUDIENCE: AUDIENCE,
  });
  const me = (app: TestApp, authorization?: string) =>
    app.app.inject({
      url: '/api/me',
      headers: authorization ? { authorization } : {},
    });
  const token = (options: Omit<Parameters<FakeIssuer['token']>[0], 'audience'> = {}) =>
    issuer.token({ audience: AUDIENCE, ...options });

  async function expectRejected(authorization: string | undefined, code: string) {
    const response = await me(t, authorization);
    expect(response.statusCode, response.body).toBe(401);
    const body = response.json();
    expect(body).toEqual({ message: expect.any(String), error: 'Unauthorized', code });
    expect(body.message.length).toBeGreaterThan(10);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    return body;
  }

  beforeAll(async () => {
    issuer = await new FakeIssuer().start();
    t = await buildTestApp(dialect, externalIssuerEnv());
  });
  afterAll(async () => {
    await t.close();
    await issuer.stop();
  });

  it('answers a valid token with the user, created on first sight and reused after', async () => {
    const claims = { sub: 'auth0|first-sight', email: 'ada@example.com', name: 'Ada Lovelace' };
    const first = await me(t, `Bearer ${await token({ claims })}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(String),
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      // The external provider owns the address: it counts as confirmed (decision 046).
      emailVerified: true,
      createdAt: expect.any(String),
    });
    const second = await me(t, `Bearer ${await token({ claims })}`);
    expect(second.json()).toEqual(first.json());
    const rows = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('subject', '=', 'auth0|first-sight')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.issuer).toBe(issuer.issuer);
  });

  it('keeps the user profile in step with the token claims', async () => {
    const sub = 'auth0|renamed';
    await me(
      t,
      `Bearer ${await token({ claims: { sub, email: 'old@example.com', name: 'Old' } })}`,
    );
    const renamed = await me(
      t,
      `Bearer ${await token({ claims: { sub, email: 'new@example.com', name: 'New Name' } })}`,
    );
    expect(renamed.json()).toMatchObject({ email: 'new@example.com', displayName: 'New Name' });
    // A token without profile claims leaves what we know alone.
    const bare = await me(t, `Bearer ${await token({ claims: { sub } })}`);
    expect(bare.json()).toMatchObject({ email: 'new@example.com', displayName: 'New Name' });
  });

  it('accepts a token expired by less than the 60 s leeway', async () => {
    const response = await me(
      t,
      `Bearer ${await token({ claims: { iat: now() - 630, exp: now() - 30 } })}`,
    );
    expect(response.statusCode).toBe(200);
  });

  it('accepts the issuer written with a trailing slash, as Auth0 writes it', async () => {
    const response = await me(t, `Bearer ${await token({ claims: { iss: `${issuer.issuer}/` } })}`);
    expect(response.statusCode).toBe(200);
  });

  it('rejects a request without a token', async () => {
    const body = await expectRejected(undefined, 'TOKEN_MISSING');
    expect(body.message).toMatch(/access token/);
  });

  it('rejects another authorization scheme as a missing bearer token', async () => {
    await expectRejected('Basic dXNlcjpwYXNz', 'TOKEN_MISSING');
    await expectRejected('Bearer', 'TOKEN_MISSING');
  });

  it('rejects a malformed token', async () => {
    await expectRejected('Bearer not-a-jwt', 'TOKEN_MALFORMED');
    await expectRejected('Bearer bm90LWpzb24.e30.c2ln', 'TOKEN_MALFORMED');
    await expectRejected(`Bearer ${b64({ typ: 'JWT' })}.e30.c2ln`, 'TOKEN_MALFORMED');
  });

  it('rejects an unsigned token (alg none)', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
      iss: issuer.issuer,
      aud: AUDIENCE,
      sub: 'auth0|attacker',
      iat: now(),
      exp: now() + 600,
    })}.`;
    await expectRejected(`Bearer ${unsigned}`, 'TOKEN_ALGORITHM_REJECTED');
  });

  it('rejects an HS256 token keyed with the issuer public key (algorithm confusion)', async () => {
    const publicJwk = issuer.keys[0]!.publicJwk;
    const pem = createPublicKey({ key: publicJwk as never, format: 'jwk' })
      .export({ type: 'spki', format: 'pem' })
      .toString();
    for (const secret of [pem, JSON.stringify(publicJwk)]) {
      const signingInput = `${b64({ alg: 'HS256', typ: 'JWT', kid: publicJwk.kid })}.${b64({
        iss: issuer.issuer,
        aud: AUDIENCE,
        sub: 'auth0|attacker',
        iat: now(),
        exp: now() + 600,
      })}`;
      const signature = createHmac('sha256', secret).update(signingInput).digest('base64url');
      await expectRejected(`Bearer ${signingInput}.${signature}`, 'TOKEN_ALGORITHM_REJECTED');
    }
  });

  it('rejects a token from another issuer', async () => {
    await expectRejected(
      `Bearer ${await token({ claims: { iss: 'https://evil.example' } })}`,
      'TOKEN_ISSUER_MISMATCH',
    );
  });

  it('rejects a token for another audience', async () => {
    await expectRejected(
      `Bearer ${await token({ claims: { aud: 'https://other-api.example' } })}`,
      'TOKEN_AUDIENCE_MISMATCH',
    );
  });

  it('rejects a token expired beyond the leeway', async () => {
    await expectRejected(
      `Bearer ${await token({ claims: { iat: now() - 720, exp: now() - 120 } })}`,
      'TOKEN_EXPIRED',
    );
  });

  it('rejects a token issued in the future beyond the leeway', async () => {
    const body = await expectRejected(
      `Bearer ${await token({ claims: { iat: now() + 3600, exp: now() + 4200 } })}`,
      'TOKEN_INVALID',
    );
    expect(body.message).toMatch(/issued in the future/);
    // A clock a little ahead is within the leeway.
    const slightlyAhead = await token({ claims: { iat: now() + 30, exp: now() + 630 } });
    expect((await me(t, `Bearer ${slightlyAhead}`)).statusCode).toBe(200);
  });

  it('rejects a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await token()).split('.');
    const forged = b64({
      iss: issuer.issuer,
      aud: AUDIENCE,
      sub: 'auth0|admin',
      iat: now(),
      exp: now() + 600,
    });
    await expectRejected(`Bearer ${header}.${forged}.${signature}`, 'TOKEN_INVALID');
  });

  it('rejects a token signed with a key the issuer does not publish', async () => {
    const stranger = await issuerKey('unknown-kid');
    await expectRejected(`Bearer ${await token({ key: stranger })}`, 'TOKEN_KEY_UNKNOWN');
  });

  it('rejects an ID token presented as an access token', async () => {
    const idToken = await token({ claims: { aud: CLIENT_ID, nonce: 'n-0S6_WzA2Mj' } });
    await expectRejected(`Bearer ${idToken}`, 'TOKEN_TYPE_INVALID');
    // Even one that also names the API as an audience.
    const both = await token({ claims: { aud: [AUDIENCE, CLIENT_ID], nonce: 'n-1' } });
    await expectRejected(`Bearer ${both}`, 'TOKEN_TYPE_INVALID');
  });

  it('rejects tokens of other JWT types', async () => {
    await expectRejected(
      `Bearer ${await token({ header: { typ: 'dpop+jwt' } })}`,
      'TOKEN_TYPE_INVALID',
    );
  });

  it('rejects a token without a subject', async () => {
    await expectRejected(`Bearer ${await token({ claims: { sub: undefined } })}`, 'TOKEN_INVALID');
  });
});

describe('key rotation at an external issuer', () => {
  let issuer: FakeIssuer;
  let t: TestApp;

  beforeAll(async () => {
    issuer = await new FakeIssuer().start();
    t = await buildTestApp('sqlite', {
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_AUDIENCE: AUDIENCE,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t.close();
    await issuer.stop();
  });

  const me = (token: string) =>
    t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });

  it('refetches the JWKS for an unknown key id once the cooldown has passed', async () => {
    expect((await me(await issuer.token({ audience: AUDIENCE }))).statusCode).toBe(200);
    const fetchesBefore = issuer.jwksRequests;
    expect(fetchesBefore).toBe(1);

    const rotated = await issuer.rotate('key-2');
    // Right after a fetch the cached set is trusted: an unknown kid does not hammer the issuer.
    const early = await me(await issuer.token({ audience: AUDIENCE, key: rotated }));
    expect(early.statusCode).toBe(401);
    expect(early.json().code).toBe('TOKEN_KEY_UNKNOWN');
    expect(issuer.jwksRequests).toBe(fetchesBefore);

    // Half a minute later the same kid makes the verifier fetch the JWKS again and find the key.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    const later = await me(await issuer.token({ audience: AUDIENCE, key: rotated }));
    expect(later.statusCode, later.body).toBe(200);
    expect(issuer.jwksRequests).toBe(fetchesBefore + 1);
  });
});

describe('an unreachable external issuer', () => {
  it('answers 503, not 401, when the issuer cannot be reached', async () => {
    const issuer = await new FakeIssuer().start();
    const token = await issuer.token({ audience: AUDIENCE });
    await issuer.stop();
    const t = await buildTestApp('sqlite', {
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_AUDIENCE: AUDIENCE,
    });
    try {
      const response = await t.app.inject({
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await t.close();
    }
  });
});
