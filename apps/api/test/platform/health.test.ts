import { HealthResponseSchema, PublicConfigSchema } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/build-test-app.ts';

describe.each(testDialects())('health and readiness on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('reports the database as up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(HealthResponseSchema.parse(res.json())).toMatchObject({ status: 'ok', database: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is ready until shutdown starts', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    t.app.shuttingDown = true;
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    t.app.shuttingDown = false;
  });

  it('answers health at once but is not ready while threads still warm', async () => {
    let warmed!: () => void;
    t.app.warmUps.add('render', new Promise<void>((resolve) => (warmed = resolve)));
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const warming = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(warming.statusCode).toBe(503);
    expect(warming.json()).toEqual({ ready: false, warming: ['render'] });
    warmed();
    await new Promise((resolve) => setImmediate(resolve));
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true, warming: [] });
  });

  it('serves the public config the browser needs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    const body = PublicConfigSchema.parse(res.json());
    expect(body.oidc.authority).toBe(`${TEST_PUBLIC_URL}/oidc`);
    expect(body.oidc.embedded).toBe(true);
    expect(body.gtmId).toBeNull();
  });

  it('sends security headers with a strict script policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe.each(testDialects())('health with a broken database on %s', (dialect) => {
  it('answers 503 degraded', async () => {
    const t = await buildTestApp(dialect);
    t.app.database.ping = async () => false;
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' });
    await t.close();
  });
});
