import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import type { BlogPost, TocEntry } from '../../src/features/blog/blog-types.ts';
import { FrontMatterSchema, frontMatterProblems, type FrontMatterProblem } from './front-matter.ts';
import { MarkdownProblem, renderMarkdown, type RenderedHeading } from './markdown.ts';
import { sanitizeArticleHtml } from './sanitize.ts';

/** An article that cannot be published as written; the message names the file and each field. */
export class BlogContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: FrontMatterProblem[],
  ) {
    super(
      problems
        .map((p) =>
          // '(body)', '(file)' and '(front matter)' are about the whole part, not one field.
          p.field.startsWith('(')
            ? `${file}: ${p.field.slice(1, -1)} ${p.message}`
            : `${file}: front matter field "${p.field}" ${p.message}`,
        )
        .join('\n'),
    );
    this.name = 'BlogContentError';
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const WORDS_PER_MINUTE = 225;
/** Articles at least this long, with at least MIN_TOC_SECTIONS sections, get a table of contents. */
export const LONG_POST_WORDS = 600;
const MIN_TOC_SECTIONS = 3;

export interface LoadPostsOptions {
  /** The folder of `<slug>.md` files. */
  dir: string;
  /** Development shows drafts; production builds never do. */
  includeDrafts: boolean;
  /** When given, each cover must exist under it (apps/web/public). */
  publicDir?: string;
  /** Error messages name files relative to this folder (the repository root). */
  displayRoot?: string;
}

function countWords(html: string): number {
  const text = html
    .replace(/<a class="heading-anchor"[^>]*>#<\/a>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function tableOfContents(headings: RenderedHeading[], wordCount: number): TocEntry[] {
  const sections = headings.filter((h) => h.depth === 2).length;
  if (wordCount < LONG_POST_WORDS || sections < MIN_TOC_SECTIONS) return [];
  return headings
    .filter((h): h is RenderedHeading & { depth: 2 | 3 } => h.depth === 2 || h.depth === 3)
    .map(({ id, text, depth }) => ({ id, text, depth }));
}

/**
 * YAML turns an unquoted 2026-02-30 into March 2 without complaint; the day is checked as the
 * author wrote it instead.
 */
function withDaysAsWritten(data: Record<string, unknown>, yaml: string): Record<string, unknown> {
  const result = { ...data };
  for (const key of ['date', 'updated']) {
    if (!(result[key] instanceof Date)) continue;
    const written = new RegExp(`^${key}:[ \\t]*(\\S+)`, 'm').exec(yaml)?.[1];
    if (written) result[key] = written.replace(/^["']|["']$/g, '');
  }
  return result;
}

/** Reads, validates and renders one article; null for a draft when drafts are left out. */
export function readPost(
  path: string,
  source: string,
  options: Omit<LoadPostsOptions, 'dir'>,
): BlogPost | null {
  const file = options.displayRoot ? relative(options.displayRoot, path) : path;
  const slug = path.replace(/^.*[\\/]/, '').replace(/\.md$/, '');
  if (!SLUG.test(slug)) {
    throw new BlogContentError(file, [
      {
        field: '(file)',
        message:
          'name must be the slug: lowercase letters, digits and single hyphens, e.g. my-article.md',
      },
    ]);
  }

  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object: gray-matter caches by content and would hand back stale data.
    parsed = matter(source, {});
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new BlogContentError(file, [
      { field: '(front matter)', message: `is not valid YAML: ${reason}` },
    ]);
  }
  const result = FrontMatterSchema.safeParse(withDaysAsWritten(parsed.data, parsed.matter));
  if (!result.success) throw new BlogContentError(file, frontMatterProblems(result.error));
  const data = result.data;
  if (data.draft && !options.includeDrafts) return null;

  if (options.publicDir && !existsSync(join(options.publicDir, data.cover))) {
    throw new BlogContentError(file, [
      { field: 'cover', message: `points at ${data.cover}, which is not in apps/web/public` },
    ]);
  }
  if (!parsed.content.trim()) {
    throw new BlogContentError(file, [{ field: '(body)', message: 'is empty' }]);
  }

  let rendered;
  try {
    rendered = renderMarkdown(parsed.content);
  } catch (error) {
    if (error instanceof MarkdownProblem) {
      throw new BlogContentError(file, [{ field: '(body)', message: error.message }]);
    }
    throw error;
  }
  const html = sanitizeArticleHtml(rendered.html);
  const wordCount = countWords(html);
  return {
    slug,
    title: data.title,
    description: data.description,
    date: data.date,
    updated: data.updated ?? null,
    category: data.category,
    tags: data.tags,
    author: data.author,
    cover: data.cover,
    coverAlt: data.coverAlt,
    wordCount,
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    html,
    toc: tableOfContents(rendered.headings, wordCount),
  };
}

/** Newest first; articles of the same day by title, so the order never depends on the disk. */
export function byNewest(a: { date: string; title: string }, b: { date: string; title: string }) {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}

/**
 * Every publishable article of a folder, newest first. All files are checked before failing, so
 * one build reports every broken article at once.
 */
export function loadPosts(options: LoadPostsOptions): BlogPost[] {
  if (!existsSync(options.dir)) return [];
  const posts: BlogPost[] = [];
  const errors: string[] = [];
  const names = readdirSync(options.dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  for (const name of names) {
    const path = join(options.dir, name);
    try {
      const post = readPost(path, readFileSync(path, 'utf8'), options);
      if (post) posts.push(post);
    } catch (error) {
      if (!(error instanceof BlogContentError)) throw error;
      errors.push(error.message);
    }
  }
  errors.push(...brokenArticleLinks(posts, options));
  if (errors.length) {
    throw new Error(
      `Blog articles need fixing before the site can be built:\n${errors.join('\n')}`,
    );
  }
  return posts.sort(byNewest);
}

/**
 * A link from one article to another must reach a published one: a draft, a renamed file or a
 * typo would send readers to the not-found page.
 */
function brokenArticleLinks(posts: BlogPost[], options: LoadPostsOptions): string[] {
  const published = new Set(posts.map((post) => post.slug));
  const problems: string[] = [];
  for (const post of posts) {
    for (const [, slug] of post.html.matchAll(/href="\/blog\/([^"/?#]+)[^"]*"/g)) {
      if (slug === 'category' || slug === 'page' || published.has(slug!)) continue;
      const path = join(options.dir, `${post.slug}.md`);
      const file = options.displayRoot ? relative(options.displayRoot, path) : path;
      problems.push(`${file}: body links to /blog/${slug}, which is not a published article`);
    }
  }
  return problems;
}
