import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogCategories } from '../../src/features/blog/blog-categories.ts';
import { loadPosts } from '../blog/load-posts.ts';
import { buildSitemap } from './sitemap.ts';
import { BLOG_NOT_FOUND_PATH, planPages, sitemapEntries, STATIC_PAGES } from './site-pages.ts';

const FIXTURES = join(import.meta.dirname, '../blog/__fixtures__/articles');
const REAL_CONTENT = join(import.meta.dirname, '../../../../content/blog');
const ORIGIN = 'https://jobs.example.org';

function locations(xml: string): { loc: string; lastmod: string | null }[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]!.textContent!,
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
  }));
}

describe.each([
  ['the fixture articles', FIXTURES],
  ['content/blog', REAL_CONTENT],
])('the sitemap of %s', (_name, dir) => {
  const published = loadPosts({ dir, includeDrafts: false });
  const drafts = loadPosts({ dir, includeDrafts: true }).filter(
    (post) => !published.some((p) => p.slug === post.slug),
  );
  const urls = locations(buildSitemap(sitemapEntries(planPages(published)), ORIGIN));
  const locs = urls.map((url) => url.loc);

  it('lists every public page, the blog and each category once', () => {
    for (const path of [...STATIC_PAGES, '/preview-editor', '/blog']) {
      expect(locs).toContain(new URL(path, ORIGIN).href);
    }
    for (const category of blogCategories) {
      expect(locs).toContain(`${ORIGIN}/blog/category/${category.slug}`);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists every published article with its last change, and no draft or missing page', () => {
    for (const post of published) {
      expect(urls).toContainEqual({
        loc: `${ORIGIN}/blog/${post.slug}`,
        lastmod: post.updated ?? post.date,
      });
    }
    for (const draft of drafts) expect(locs.join('\n')).not.toContain(draft.slug);
    expect(locs.join('\n')).not.toContain(BLOG_NOT_FOUND_PATH);
  });
});

describe('listing pages', () => {
  it('get a page of their own for every nine articles', () => {
    const [post] = loadPosts({ dir: FIXTURES, includeDrafts: false });
    const many = Array.from({ length: 19 }, (_, n) => ({ ...post!, slug: `article-${n}` }));
    const paths = planPages(many).map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/blog', '/blog/page/2', '/blog/page/3']));
    expect(paths).not.toContain('/blog/page/4');
    expect(paths).toEqual(
      expect.arrayContaining(['/blog/category/resumes/page/2', '/blog/category/resumes/page/3']),
    );
  });

  it('escape addresses as XML', () => {
    expect(buildSitemap([{ path: '/a?b=1&c=2' }], ORIGIN)).toContain(
      `<loc>${ORIGIN}/a?b=1&amp;c=2</loc>`,
    );
  });
});
