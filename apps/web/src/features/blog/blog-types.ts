import type { BlogCategorySlug } from './blog-categories.ts';

/** One entry of an article's table of contents: a level-2 or level-3 heading of the body. */
export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** What listings, feeds and the sitemap need of an article (no body). */
export interface BlogPostSummary {
  slug: string;
  title: string;
  description: string;
  /** First publication, YYYY-MM-DD. */
  date: string;
  /** Last meaningful revision, YYYY-MM-DD, when there was one. */
  updated: string | null;
  category: BlogCategorySlug;
  tags: string[];
  author: string;
  /** Path of the cover image on the site, e.g. /blog/covers/<slug>.svg. */
  cover: string;
  coverAlt: string;
  readingMinutes: number;
  wordCount: number;
}

/** A full article: the summary plus its sanitised HTML body and table of contents. */
export interface BlogPost extends BlogPostSummary {
  html: string;
  /** Empty for short articles, which read fine without one. */
  toc: TocEntry[];
}
