import type { BlogPostSummary } from './blog-types.ts';

/** Articles per listing page: three rows of three on a wide screen. */
export const POSTS_PER_PAGE = 9;

export interface PostPage {
  posts: BlogPostSummary[];
  page: number;
  pageCount: number;
}

/**
 * One page of a listing; null for a page that does not exist. An empty listing still has its first
 * page, so a category without articles yet shows an empty state rather than "not found".
 */
export function pageOf(posts: BlogPostSummary[], page: number): PostPage | null {
  const pageCount = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  const start = (page - 1) * POSTS_PER_PAGE;
  return { posts: posts.slice(start, start + POSTS_PER_PAGE), page, pageCount };
}

/**
 * '2' → 2; no parameter → 1. Anything else is no page (NaN), '1' included: the first page lives
 * at the listing's own address only, so it is never listed twice.
 */
export function parsePageParam(value: string | undefined): number {
  if (value === undefined) return 1;
  return /^(?:[2-9]|[1-9]\d{1,4})$/.test(value) ? Number(value) : Number.NaN;
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Articles whose title or description contains every word of the query, in any order. */
export function searchPosts(posts: BlogPostSummary[], query: string): BlogPostSummary[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return posts;
  return posts.filter((post) => {
    const haystack = fold(`${post.title} ${post.description}`);
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * Up to `count` other articles, closest first: shared tags count most, the same category next,
 * and recency breaks ties (the list arrives newest first and the sort is stable).
 */
export function relatedPosts(
  post: BlogPostSummary,
  posts: BlogPostSummary[],
  count = 3,
): BlogPostSummary[] {
  const tags = new Set(post.tags);
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({
      other,
      score:
        other.tags.filter((tag) => tags.has(tag)).length * 2 +
        (other.category === post.category ? 3 : 0),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({ other }) => other);
}

export const blogPaths = {
  index: (page = 1) => (page > 1 ? `/blog/page/${page}` : '/blog'),
  category: (slug: string, page = 1) =>
    page > 1 ? `/blog/category/${slug}/page/${page}` : `/blog/category/${slug}`,
  post: (slug: string) => `/blog/${slug}`,
};

/** Size of the social card of an article (and of the covers it is drawn from). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 };

/**
 * The article's image for social networks: a raster cover as it is; an SVG cover is drawn to PNG
 * at build time under /blog/cards, because social networks do not show SVG.
 */
export function socialImagePath(post: { slug: string; cover: string }): string {
  return post.cover.endsWith('.svg') ? `/blog/cards/${post.slug}.png` : post.cover;
}
