import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PUBLIC_CONFIG_ELEMENT_ID, PublicConfigSchema } from '@resumio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

function makeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'resumio-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Resumio</title><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  const big = 'export const words = ' + JSON.stringify('résumé '.repeat(500)) + ';';
  writeFileSync(join(dir, 'assets', 'big-abc123.js'), big);
  writeFileSync(join(dir, 'assets', 'big-abc123.js.br'), brotliCompressSync(big));
  writeFileSync(join(dir, 'assets', 'big-abc123.js.gz'), gzipSync(big));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('serving the web app', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = makeWebBuild();
    t = await buildTestApp('sqlite', { WEB_DIST_DIR: dir, GTM_ID: 'GTM-ABC1234' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves precompressed assets to clients that accept them', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('résumé');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('résumé');
    const html = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(html.rawPayload).toString()).toContain('<div id="root">');
  });

  it('answers 404 for a missing hashed asset instead of the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(res.statusCode).toBe(404);
  });

  it('serves index.html, revalidated, for client routes', async () => {
    for (const url of ['/', '/dashboard', '/blog/some-article?x=1', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 with the app (its not-found page) where the app has no page', async () => {
    for (const url of ['/pricng', '/job-tracker/nope', '/my-resumes/1/apply/x', '/wp-login.php']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    const known = await t.app.inject({ method: 'GET', url: '/my-resumes/abc/apply?job=1' });
    expect(known.statusCode).toBe(200);
    // The icon browsers ask for by default is the app's SVG icon.
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(301);
    expect(icon.headers.location).toBe('/favicon.svg');
  });

  it('embeds the public config as a JSON data block', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const match = res.body.match(
      new RegExp(`<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">(.*?)</script>`),
    );
    expect(match).not.toBeNull();
    expect(PublicConfigSchema.parse(JSON.parse(match![1]!)).gtmId).toBe('GTM-ABC1234');
  });

  it('loads the tag manager by hash, never by unsafe-inline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const inline = res.body.match(/<script>(.*?)<\/script>/);
    expect(inline).not.toBeNull();
    const hash = createHash('sha256').update(inline![1]!).digest('base64');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(res.body).toContain('googletagmanager.com/ns.html?id=GTM-ABC1234');
  });

  it('keeps API misses as JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('without GTM_ID', () => {
  it('adds no inline script', async () => {
    const dir = makeWebBuild();
    const t = await buildTestApp('sqlite', { WEB_DIST_DIR: dir });
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toMatch(/<script>/);
    expect(res.body).not.toContain('googletagmanager');
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('social sharing tags', () => {
  it('name the card image on the public address, not as a path', async () => {
    const dir = makeWebBuild();
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head>' +
        '<meta property="og:image" content="/og-image.png" />' +
        '<meta property="og:image:width" content="1200" />' +
        '<meta name="twitter:image" content="/og-image.png" />' +
        '<!--app-config--></head><body><div id="root"></div></body></html>',
    );
    const t = await buildTestApp('sqlite', {
      WEB_DIST_DIR: dir,
      PUBLIC_URL: 'https://resumes.example.org',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'resumes.example.org' },
    });
    expect(res.body).toContain(
      '<meta property="og:image" content="https://resumes.example.org/og-image.png" />',
    );
    expect(res.body).toContain(
      '<meta name="twitter:image" content="https://resumes.example.org/og-image.png" />',
    );
    expect(res.body).toContain('<meta property="og:image:width" content="1200" />');
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
