import { blogCategories } from '../../src/features/blog/blog-categories.ts';
import { blogPaths, pageOf } from '../../src/features/blog/blog-posts.ts';
import type { BlogPostSummary } from '../../src/features/blog/blog-types.ts';
import type { SitemapEntry } from './sitemap.ts';

export interface PlannedPage {
  path: string;
  /** Where the HTML goes, relative to dist/prerendered. */
  file: string;
  status: 200 | 404;
  /** Listed in the sitemap (not-found pages are not). */
  inSitemap: boolean;
  lastModified?: string;
}

/** Public pages with content of their own, rendered at build time. */
export const STATIC_PAGES = ['/', '/ai-resume-builder', '/pricing', '/about', '/contact'];

/** Public pages search engines may list that are not prerendered: the app draws them. */
export const APP_ONLY_PUBLIC_PAGES = ['/preview-editor'] as const;

/** Renders the blog's "not found" panel: no article can have this slug (slugs have no '_'). */
export const BLOG_NOT_FOUND_PATH = '/blog/__missing__';

/**
 * Blog addresses that answer 404 with the not-found page when nothing was prerendered for them:
 * an unknown article, category or page number. Deeper paths belong to no blog route.
 */
export const BLOG_NOT_FOUND_PATTERNS = [
  '^/blog/[^/]+/?$',
  '^/blog/category/[^/]+/?$',
  '^/blog/page/[^/]+/?$',
  '^/blog/category/[^/]+/page/[^/]+/?$',
];

export function fileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

function listingPages(posts: BlogPostSummary[], pathFor: (page: number) => string): PlannedPage[] {
  const first = pageOf(posts, 1)!;
  const lastModified = posts[0] ? (posts[0].updated ?? posts[0].date) : undefined;
  return Array.from({ length: first.pageCount }, (_, index) => {
    const path = pathFor(index + 1);
    return { path, file: fileFor(path), status: 200, inSitemap: true, lastModified };
  });
}

/** Every page the build writes, in sitemap order: site pages, the blog, its categories, articles. */
export function planPages(posts: BlogPostSummary[]): PlannedPage[] {
  const pages: PlannedPage[] = STATIC_PAGES.map((path) => ({
    path,
    file: fileFor(path),
    status: 200,
    inSitemap: true,
  }));
  pages.push(...listingPages(posts, (page) => blogPaths.index(page)));
  for (const category of blogCategories) {
    const inCategory = posts.filter((post) => post.category === category.slug);
    pages.push(...listingPages(inCategory, (page) => blogPaths.category(category.slug, page)));
  }
  for (const post of posts) {
    const path = blogPaths.post(post.slug);
    pages.push({
      path,
      file: fileFor(path),
      status: 200,
      inSitemap: true,
      lastModified: post.updated ?? post.date,
    });
  }
  pages.push({
    path: BLOG_NOT_FOUND_PATH,
    file: 'blog-not-found.html',
    status: 404,
    inSitemap: false,
  });
  return pages;
}

/** What the sitemap lists: every prerendered page that exists, and the app-only public pages. */
export function sitemapEntries(pages: PlannedPage[]): SitemapEntry[] {
  return [
    ...pages
      .filter((page) => page.inSitemap)
      .map(({ path, lastModified }) => ({ path, lastModified })),
    ...APP_ONLY_PUBLIC_PAGES.map((path) => ({ path })),
  ];
}
