import { testDialects } from '@resumio/db/testing';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../helpers/build-test-app.ts';
import { twoInstances } from '../helpers/two-instances.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../src/adapters/identity/embedded/database-adapter.ts';
import { accountFactory } from './support/account-factory.ts';
import { ageRotation } from './support/age-rotation.ts';
import { EmbeddedClient } from './support/embedded-client.ts';

/** How long another instance may keep answering from its in-process cache. */
const PROPAGATION_LIMIT_MS = 5000;

const me = (app: FastifyInstance, accessToken: string) =>
  app.inject({ url: '/api/me', headers: { authorization: `Bearer ${accessToken}` } });

/** Polls until the token is refused; answers the status code and how long that took. */
async function untilRefused(app: FastifyInstance, accessToken: string) {
  const started = Date.now();
  for (;;) {
    const response = await me(app, accessToken);
    const elapsed = Date.now() - started;
    if (response.statusCode !== 200 || elapsed > PROPAGATION_LIMIT_MS) {
      return { response, elapsed };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testDialects())('access tokens of a revoked grant (%s)', (dialect) => {
  const config = testConfig({ AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '10000' });
  const instances = twoInstances(dialect, config);

  it('name their grant in the access token', async () => {
    const tokens = await new EmbeddedClient(instances.a, config).register(accountFactory());
    const grant = decodeJwt(tokens.access_token).gid;
    expect(grant).toEqual(expect.any(String));
    const stored = await instances.database.db
      .selectFrom('oidc_payloads')
      .select('id')
      .where('model', '=', 'Grant')
      .where('id', '=', grant as string)
      .executeTakeFirst();
    expect(stored).toBeDefined();
  });

  it('stop working at the other instance within seconds of signing out', async () => {
    const browser = new EmbeddedClient(instances.a, config);
    const tokens = await browser.register(accountFactory());
    // The other instance has verified and cached the token before the sign-out.
    expect((await me(instances.b, tokens.access_token)).statusCode).toBe(200);

    const signedOut = await browser.signOut(tokens.id_token);
    expect(signedOut.statusCode).toBe(303);

    expect((await me(instances.a, tokens.access_token)).statusCode).toBe(401);
    const { response, elapsed } = await untilRefused(instances.b, tokens.access_token);
    expect(response.statusCode).toBe(401);
    expect(elapsed).toBeLessThanOrEqual(PROPAGATION_LIMIT_MS);
    expect(response.json()).toMatchObject({ code: 'TOKEN_INVALID', error: 'Unauthorized' });
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('stop working everywhere when a used refresh token comes back', async () => {
    const browser = new EmbeddedClient(instances.a, config);
    const first = await browser.register(accountFactory());
    const rotated = await browser.refresh(first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const current = rotated.json<{ access_token: string }>().access_token;
    expect((await me(instances.a, current)).statusCode).toBe(200);
    expect((await me(instances.b, current)).statusCode).toBe(200);

    // A thief replays the old refresh token at the other instance, after the short window in
    // which a browser whose answer was lost may present it again.
    await ageRotation(instances.database.db, first.refresh_token, REFRESH_REUSE_GRACE_SECONDS + 1);
    const replayed = await browser.useApp(instances.b).refresh(first.refresh_token);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error).toBe('invalid_grant');

    expect((await me(instances.b, current)).statusCode).toBe(401);
    const { response } = await untilRefused(instances.a, current);
    expect(response.statusCode).toBe(401);
    expect((await me(instances.a, first.access_token)).statusCode).toBe(401);
  });

  it('stop working when the app revokes its refresh token', async () => {
    const browser = new EmbeddedClient(instances.a, config);
    const tokens = await browser.register(accountFactory());
    const revoked = await browser.request({
      url: '/oidc/token/revocation',
      form: {
        token: tokens.refresh_token,
        token_type_hint: 'refresh_token',
        client_id: config.identity.clientId,
      },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await me(instances.a, tokens.access_token)).statusCode).toBe(401);
    expect((await untilRefused(instances.b, tokens.access_token)).response.statusCode).toBe(401);
  });

  it('leave other sign-ins of the same person working', async () => {
    const account = accountFactory();
    const laptop = new EmbeddedClient(instances.a, config);
    const laptopTokens = await laptop.register(account);
    const phoneTokens = await new EmbeddedClient(instances.b, config).signIn(account);

    await laptop.signOut(laptopTokens.id_token);
    expect((await untilRefused(instances.b, laptopTokens.access_token)).response.statusCode).toBe(
      401,
    );
    expect((await me(instances.b, phoneTokens.access_token)).statusCode).toBe(200);
    expect((await me(instances.a, phoneTokens.access_token)).statusCode).toBe(200);
  });

  it('are remembered only as long as a token could live', async () => {
    const row = await instances.database.db
      .selectFrom('revoked_grants')
      .select(['revoked_at', 'expires_at'])
      .executeTakeFirstOrThrow();
    const keptMs = Date.parse(row.expires_at) - Date.parse(row.revoked_at);
    expect(keptMs).toBe((config.identity.accessTokenTtlSeconds + 60) * 1000);
  });
});
