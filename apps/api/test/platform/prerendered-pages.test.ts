import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { PUBLIC_CONFIG_ELEMENT_ID } from '@resumio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceOrigin } from '../../src/lib/prerendered-documents.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const BUILD_ORIGIN = 'https://resumio-prerender.invalid';
const PUBLIC_URL = 'https://resumes.example.org';

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="${BUILD_ORIGIN}/blog/first-article" /><meta property="og:image" content="${BUILD_ORIGIN}/blog/cards/first-article.png" /><!--app-config--></head><body><div id="root" data-prerendered="{}">${body}</div></body></html>`;

/** A web build with a few prerendered documents, as build/prerender/prerender-site.ts writes it. */
function makeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'resumio-prerendered-'));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write(
    'index.html',
    '<!doctype html><html><head><title>Shell</title><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  write('.vite/manifest.json', '{}');
  write('prerendered/index.html', page('Home', '<h1>Land your next job</h1>'));
  write(
    'prerendered/blog/first-article.html',
    page(
      'First article',
      `<h1>First article</h1><a href="https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${BUILD_ORIGIN}/blog/first-article`)}">LinkedIn</a>`,
    ),
  );
  write(
    'prerendered/blog-not-found.html',
    page('Article not found', "<h1>We couldn't find that page</h1>"),
  );
  write(
    'prerendered/sitemap.xml',
    `<?xml version="1.0"?><urlset><url><loc>${BUILD_ORIGIN}/blog/first-article</loc></url></urlset>`,
  );
  write(
    'prerendered/robots.txt',
    `User-agent: *\nAllow: /\n\nSitemap: ${BUILD_ORIGIN}/sitemap.xml\n`,
  );
  const html = { type: 'text/html; charset=utf-8', status: 200 };
  write(
    'prerendered/manifest.json',
    JSON.stringify({
      origin: BUILD_ORIGIN,
      documents: {
        '/': { file: 'index.html', ...html },
        '/blog/first-article': { file: 'blog/first-article.html', ...html },
        '/sitemap.xml': {
          file: 'sitemap.xml',
          type: 'application/xml; charset=utf-8',
          status: 200,
        },
        '/robots.txt': { file: 'robots.txt', type: 'text/plain; charset=utf-8', status: 200 },
      },
      notFound: [
        { pattern: '^/blog/[^/]+/?$', document: 'blog-not-found.html' },
        { pattern: '^/blog/category/[^/]+/?$', document: 'blog-not-found.html' },
      ],
    }),
  );
  return dir;
}

describe('serving prerendered pages', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = makeWebBuild();
    t = await buildTestApp('sqlite', { WEB_DIST_DIR: dir, PUBLIC_URL, GTM_ID: 'GTM-ABC1234' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'resumes.example.org', ...headers } });

  it('serves the home page and articles as built, with the public address and config', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('<h1>Land your next job</h1>');
    expect(home.body).toContain(
      `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">`,
    );
    expect(home.body).toContain('googletagmanager.com/ns.html?id=GTM-ABC1234');

    for (const url of [
      '/blog/first-article',
      '/blog/first-article/',
      '/blog/first-article?utm_source=x',
    ]) {
      const article = await get(url);
      expect(article.statusCode, url).toBe(200);
      expect(article.body).toContain('<h1>First article</h1>');
      expect(article.body).toContain(
        `<link rel="canonical" href="${PUBLIC_URL}/blog/first-article" />`,
      );
      expect(article.body).toContain(
        `<meta property="og:image" content="${PUBLIC_URL}/blog/cards/first-article.png" />`,
      );
      expect(article.body).toContain(
        `?url=${encodeURIComponent(`${PUBLIC_URL}/blog/first-article`)}`,
      );
      expect(article.body).not.toContain('prerender.invalid');
    }
  });

  it('compresses prerendered pages for clients that accept it', async () => {
    const res = await get('/blog/first-article', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>First article</h1>');
  });

  it('answers 404 with the not-found page for an unknown article or category', async () => {
    for (const url of ['/blog/no-such-article', '/blog/category/recipes']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain("We couldn't find that page");
      expect(res.body).toContain(`id="${PUBLIC_CONFIG_ELEMENT_ID}"`);
    }
  });

  it('keeps the app shell for signed-in pages, and for addresses of no page with 404', async () => {
    for (const url of ['/dashboard', '/my-resumes/r1', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Shell</title>');
    }
    // Deeper than any blog route: the app shows its not-found page.
    const unknown = await get('/blog/a/b/c');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Shell</title>');
  });

  it('serves the sitemap and robots.txt with the public address', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.headers['cache-control']).toBe('public, max-age=3600');
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/blog/first-article</loc>`);
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('never serves the raw prerendered files or the build manifest', async () => {
    for (const url of [
      '/prerendered/index.html',
      '/prerendered/manifest.json',
      '/.vite/manifest.json',
    ]) {
      const res = await get(url);
      expect(res.body, url).not.toContain('prerender.invalid');
      expect(res.body, url).not.toBe('{}');
    }
  });
});

describe('replacing the build origin', () => {
  it('replaces it as written and inside encoded addresses, without a doubled slash', () => {
    const text = `${BUILD_ORIGIN}/a ?u=${encodeURIComponent(`${BUILD_ORIGIN}/b`)}`;
    expect(replaceOrigin(text, BUILD_ORIGIN, 'https://x.example/')).toBe(
      `https://x.example/a ?u=${encodeURIComponent('https://x.example/b')}`,
    );
  });
});
