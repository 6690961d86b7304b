import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { normalizeHost } from '../../src/plugins/canonical-host.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/build-test-app.ts';

const PUBLIC_HOST = new URL(TEST_PUBLIC_URL).host;

function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'resumio-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  return dir;
}

describe.each(testDialects())('canonical host on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = webBuild();
    t = await buildTestApp(dialect, { WEB_DIST_DIR: dir, CANONICAL_HOST_REDIRECT: '' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a page opened under another host to the same path on PUBLIC_URL', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({
        method,
        url: '/pricing?plan=premium#ignored',
        headers: { host: '127.0.0.1:3999' },
      });
      expect(res.statusCode, method).toBe(308);
      expect(res.headers.location).toBe(`${TEST_PUBLIC_URL}/pricing?plan=premium`);
    }
  });

  it('moves the sign-in provider and other browser pages too', async () => {
    for (const url of ['/', '/oidc/.well-known/openid-configuration', '/favicon.svg']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: '[::1]:3999' } });
      expect(res.statusCode, url).toBe(308);
      expect(res.headers.location).toBe(`${TEST_PUBLIC_URL}${url}`);
    }
  });

  it('treats a different port as a different host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:80' } });
    expect(res.statusCode).toBe(308);
  });

  it('serves the canonical host, whatever the case of its name', async () => {
    for (const host of [PUBLIC_HOST, PUBLIC_HOST.toUpperCase()]) {
      const res = await t.app.inject({ method: 'GET', url: '/pricing', headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('answers health probes and API calls on any host', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '10.0.0.7:3000' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const ready = await t.app.inject({
      method: 'GET',
      url: '/api/ready',
      headers: { host: '10.0.0.7:3000' },
    });
    expect(ready.statusCode).toBe(200);
    const config = await t.app.inject({
      method: 'GET',
      url: '/api/public-config',
      headers: { host: '127.0.0.1' },
    });
    expect(config.statusCode).toBe(200);
  });

  it('does not redirect other methods, whose bodies a redirect would drop or resend', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/pricing',
      headers: { host: '127.0.0.1:3999' },
    });
    expect(res.statusCode).not.toBe(308);
  });
});

describe('canonical host settings', () => {
  it('is on by default and off behind a trusted proxy unless asked for', () => {
    expect(loadConfig({}).canonicalHostRedirect).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'true' }).canonicalHostRedirect).toBe(false);
    expect(
      loadConfig({ TRUST_PROXY: 'true', CANONICAL_HOST_REDIRECT: 'true' }).canonicalHostRedirect,
    ).toBe(true);
    expect(loadConfig({ CANONICAL_HOST_REDIRECT: 'no' }).canonicalHostRedirect).toBe(false);
  });

  it('compares hosts without the default port of the public scheme', () => {
    expect(normalizeHost('Example.COM:443', 'https:')).toBe('example.com');
    expect(normalizeHost('example.com:80', 'http:')).toBe('example.com');
    expect(normalizeHost('example.com:8443', 'https:')).toBe('example.com:8443');
    expect(normalizeHost('bad host', 'https:')).toBeNull();
  });
});

describe('behind a trusted proxy with the redirect on', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = webBuild();
    t = await buildTestApp('sqlite', {
      WEB_DIST_DIR: dir,
      PUBLIC_URL: 'https://resumes.example.org',
      TRUST_PROXY: 'true',
      CANONICAL_HOST_REDIRECT: 'true',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('judges by the host the proxy received', async () => {
    const canonical = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { host: '10.0.0.5:3000', 'x-forwarded-host': 'resumes.example.org' },
    });
    expect(canonical.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { host: '10.0.0.5:3000', 'x-forwarded-host': 'www.resumes.example.org' },
    });
    expect(other.statusCode).toBe(308);
    expect(other.headers.location).toBe('https://resumes.example.org/about');
  });
});
