import { testDialects } from '@resumio/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { accountFactory } from './support/account-factory.ts';
import { EmbeddedClient } from './support/embedded-client.ts';

const setCookies = (response: LightMyRequestResponse) =>
  [response.headers['set-cookie'] ?? []].flat().map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    return {
      name: pair.slice(0, pair.indexOf('=')),
      attributes: attributes.map((attribute) => attribute.toLowerCase()),
    };
  });

describe.each(testDialects())('provider cookies over https (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      PUBLIC_URL: 'https://resumio.example',
      AUTH_RATE_LIMIT_MAX: '1000',
    });
  });
  afterAll(async () => t.close());

  it('names the session cookie __Host- and the path-scoped ones __Secure-', async () => {
    const client = new EmbeddedClient(t.app, t.config);
    const { interactionPath, verifier } = await client.startSignIn({ screen: 'register' });
    const account = accountFactory();
    const submitted = await client.request({
      url: `${interactionPath}/register`,
      form: { name: account.name, email: account.email, password: account.password },
    });
    const seen = [...setCookies(submitted)];
    let current = submitted;
    while (!String(current.headers.location).startsWith(client.redirectUri)) {
      current = await client.request({ url: String(current.headers.location) });
      seen.push(...setCookies(current));
    }
    const code = new URL(String(current.headers.location)).searchParams.get('code');
    expect((await client.exchangeCode(code!, verifier)).statusCode).toBe(200);

    const names = new Set(client.jar.names());
    expect(names).toContain('__Host-resumio_session');
    expect(names).toContain('__Host-resumio_session.sig');
    expect([...names].some((name) => name.startsWith('_resumio'))).toBe(false);

    const session = seen.filter((cookie) => cookie.name.startsWith('__Host-'));
    expect(session.length).toBeGreaterThan(0);
    for (const { attributes } of session) {
      // What browsers demand before they accept a __Host- cookie.
      expect(attributes).toContain('secure');
      expect(attributes).toContain('path=/');
      expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
    }
    for (const cookie of seen.filter((c) => c.name.startsWith('__Secure-'))) {
      expect(cookie.attributes).toContain('secure');
    }
  });

  it('uses the __Secure- prefix for the interaction cookie from the first redirect', async () => {
    const client = new EmbeddedClient(t.app, t.config);
    await client.startSignIn();
    const names = client.jar.names();
    expect(names).toContain('__Secure-resumio_interaction');
    expect(names).toContain('__Secure-resumio_resume');
  });
});
