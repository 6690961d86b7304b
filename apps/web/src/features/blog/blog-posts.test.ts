import { describe, expect, it } from 'vitest';
import {
  pageOf,
  parsePageParam,
  POSTS_PER_PAGE,
  relatedPosts,
  searchPosts,
  socialImagePath,
} from './blog-posts.ts';
import type { BlogPostSummary } from './blog-types.ts';

function summary(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    slug: 'an-article',
    title: 'An article',
    description: 'What the article is about, in a sentence or two for listings and search results.',
    date: '2026-05-01',
    updated: null,
    category: 'resumes',
    tags: [],
    author: 'Writer',
    cover: '/blog/covers/an-article.svg',
    coverAlt: 'Cover',
    readingMinutes: 4,
    wordCount: 900,
    ...overrides,
  };
}

const many = (count: number) =>
  Array.from({ length: count }, (_, n) => summary({ slug: `article-${n + 1}` }));

describe('pages of a listing', () => {
  it('splits articles into pages of nine', () => {
    const posts = many(POSTS_PER_PAGE * 2 + 1);
    expect(pageOf(posts, 1)).toMatchObject({ page: 1, pageCount: 3 });
    expect(pageOf(posts, 1)!.posts).toHaveLength(9);
    expect(pageOf(posts, 3)!.posts.map((p) => p.slug)).toEqual(['article-19']);
    expect(pageOf(posts, 4)).toBeNull();
    expect(pageOf(posts, 0)).toBeNull();
    expect(pageOf(posts, Number.NaN)).toBeNull();
  });

  it('keeps the first page of an empty listing', () => {
    expect(pageOf([], 1)).toEqual({ posts: [], page: 1, pageCount: 1 });
  });

  it('reads page numbers from the address, the first page only from the bare listing', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('12')).toBe(12);
    for (const value of ['1', '0', '02', '-1', '2.5', 'two', '']) {
      expect(parsePageParam(value), value).toBeNaN();
    }
  });
});

describe('searching articles', () => {
  const posts = [
    summary({
      slug: 'ats',
      title: 'How ATS read résumés',
      description: 'Parsing explained for job seekers who want to pass the first filter.',
    }),
    summary({
      slug: 'letters',
      title: 'Cover letters',
      description: 'A structure that hiring managers read to the end, with a full sample.',
    }),
  ];

  it('matches every word in the title or description, ignoring case and accents', () => {
    expect(searchPosts(posts, 'resumes ats').map((p) => p.slug)).toEqual(['ats']);
    expect(searchPosts(posts, '  SAMPLE  hiring ').map((p) => p.slug)).toEqual(['letters']);
    expect(searchPosts(posts, 'ats sample')).toEqual([]);
  });

  it('returns every article for an empty query', () => {
    expect(searchPosts(posts, '   ')).toEqual(posts);
  });
});

describe('related articles', () => {
  it('prefers shared tags, then the same category, then the newest', () => {
    const post = summary({ slug: 'base', category: 'resumes', tags: ['ats', 'keywords'] });
    const posts = [
      summary({ slug: 'newest-other', category: 'interviews' }),
      summary({ slug: 'same-category', category: 'resumes' }),
      summary({ slug: 'two-tags', category: 'job-search', tags: ['ats', 'keywords'] }),
      summary({ slug: 'one-tag-same-category', category: 'resumes', tags: ['ats'] }),
      post,
    ];
    expect(relatedPosts(post, posts).map((p) => p.slug)).toEqual([
      'one-tag-same-category',
      'two-tags',
      'same-category',
    ]);
    expect(relatedPosts(post, [post])).toEqual([]);
  });
});

describe('social images', () => {
  it('use the drawn PNG card for an SVG cover and a raster cover as it is', () => {
    expect(socialImagePath(summary({ slug: 'x', cover: '/blog/covers/x.svg' }))).toBe(
      '/blog/cards/x.png',
    );
    expect(socialImagePath(summary({ cover: '/blog/covers/x.jpg' }))).toBe('/blog/covers/x.jpg');
  });
});
