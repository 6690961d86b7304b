import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { blogCategorySlugs } from '../../src/features/blog/blog-categories.ts';
import { LONG_POST_WORDS, loadPosts } from './load-posts.ts';

const FIXTURES = join(import.meta.dirname, '__fixtures__/articles');
const REAL_CONTENT = join(import.meta.dirname, '../../../../content/blog');

type FrontMatter = Record<string, string | number | boolean | string[] | undefined>;

const validFrontMatter: FrontMatter = {
  title: '"Reading a Job Description Closely"',
  description:
    '"How to pick out the requirements that matter in a posting and answer each one on your resume."',
  date: '2026-05-04',
  category: 'job-search',
  tags: '[keywords, postings]',
  author: '"Test Writer"',
  cover: '/blog/covers/reading-a-job-description.svg',
  coverAlt: '"A job posting with three lines underlined"',
  draft: 'false',
};

/** One article file in a fresh folder; `undefined` in the overrides leaves a field out. */
function articleDir(
  overrides: FrontMatter = {},
  { name = 'reading-a-job-description.md', body = 'Some text.\n\n## A section\n\nMore text.' } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'resumio-blog-'));
  dirs.push(dir);
  const fields = { ...validFrontMatter, ...overrides };
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  writeFileSync(join(dir, name), `---\n${yaml}\n---\n\n${body}\n`);
  return dir;
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const load = (dir: string, includeDrafts = false) =>
  loadPosts({ dir, includeDrafts, displayRoot: dir });

/** The build's error for one broken file. */
function errorFor(dir: string): string {
  try {
    load(dir);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the article was accepted');
}

describe('loading articles', () => {
  it('reads the published fixtures newest first and leaves the draft out', () => {
    const posts = load(FIXTURES);
    expect(posts.map((post) => post.slug)).toEqual([
      'writing-a-summary-that-works',
      'cover-letters-without-cliches',
      'following-up-after-applying',
    ]);
    const summary = posts[0]!;
    expect(summary).toMatchObject({
      title: 'Writing a Summary That Works',
      date: '2026-03-10',
      updated: '2026-04-02',
      category: 'resumes',
      tags: ['summary', 'writing'],
      author: 'Fixture Author',
      cover: '/blog/covers/writing-a-summary-that-works.svg',
    });
    expect(summary.readingMinutes).toBe(1);
    expect(summary.html).toContain('<h2 id="say-who-you-are">Say who you are');
    expect(posts[1]!.updated).toBeNull();
  });

  it('includes drafts when asked (the development server)', () => {
    expect(load(FIXTURES, true).map((post) => post.slug)).toContain('unfinished-interview-notes');
  });

  it('gives long articles a table of contents and a reading time, short ones none', () => {
    const paragraph = `${'Tailor every bullet to the posting with a measurable result. '.repeat(12)}\n\n`;
    const body = ['One', 'Two', 'Three']
      .map(
        (name) => `## Section ${name}\n\n${paragraph.repeat(2)}### Detail ${name}\n\n${paragraph}`,
      )
      .join('');
    const [post] = load(articleDir({}, { body }));
    expect(post!.wordCount).toBeGreaterThanOrEqual(LONG_POST_WORDS);
    expect(post!.readingMinutes).toBe(Math.round(post!.wordCount / 225));
    expect(post!.toc).toEqual([
      { id: 'section-one', text: 'Section One', depth: 2 },
      { id: 'detail-one', text: 'Detail One', depth: 3 },
      { id: 'section-two', text: 'Section Two', depth: 2 },
      { id: 'detail-two', text: 'Detail Two', depth: 3 },
      { id: 'section-three', text: 'Section Three', depth: 2 },
      { id: 'detail-three', text: 'Detail Three', depth: 3 },
    ]);
    expect(load(FIXTURES)[0]!.toc).toEqual([]);
  });

  it('gives repeated headings distinct anchors', () => {
    const [post] = load(articleDir({}, { body: '## Examples\n\nA.\n\n## Examples\n\nB.' }));
    expect(post!.html).toContain('id="examples"');
    expect(post!.html).toContain('id="examples-2"');
    expect(post!.html).toContain('href="#examples-2"');
  });

  it('reads every article in content/blog', () => {
    const posts = loadPosts({ dir: REAL_CONTENT, includeDrafts: false });
    expect(posts.length).toBeGreaterThanOrEqual(1);
    for (const post of posts) {
      expect(blogCategorySlugs).toContain(post.category);
      expect(post.html.length, post.slug).toBeGreaterThan(0);
      expect(post.html, post.slug).not.toMatch(/<script|javascript:|\son\w+=/i);
    }
  });
});

describe('a broken article stops the build with its file and field', () => {
  it.each([
    [{ title: undefined }, 'front matter field "title" is required'],
    [{ title: `"${'A'.repeat(91)}"` }, 'front matter field "title" must be at most 90 characters'],
    [
      { description: '"Too short."' },
      'front matter field "description" must be at least 50 characters',
    ],
    [{ date: '"next week"' }, 'front matter field "date" must be a date like 2026-10-02'],
    [{ date: '2026-02-30' }, 'front matter field "date" is not a real calendar day'],
    [{ updated: '2026-01-01' }, 'front matter field "updated" must not be before date'],
    [
      { category: 'recipes' },
      'front matter field "category" must be one of resumes, cover-letters',
    ],
    [{ tags: '"ats"' }, 'front matter field "tags" must be a list like [ats, keywords]'],
    [
      { cover: '/images/cover.svg' },
      'front matter field "cover" must be a path like /blog/covers/',
    ],
    [{ coverAlt: undefined }, 'front matter field "coverAlt" is required'],
    [{ draft: '"no"' }, 'front matter field "draft" must be true or false'],
    [{ catgory: 'resumes' }, 'front matter field "catgory" is not a known field'],
  ])('%o', (overrides, message) => {
    const dir = articleDir(overrides);
    const error = errorFor(dir);
    expect(error).toContain(`reading-a-job-description.md: ${message}`);
  });

  it('names a file whose name is not a slug', () => {
    const dir = articleDir({}, { name: 'My Article.md' });
    expect(errorFor(dir)).toContain('My Article.md: file name must be the slug');
  });

  it('names a body that starts at a level-1 heading', () => {
    const dir = articleDir({}, { body: '# A second title\n\nText.' });
    expect(errorFor(dir)).toContain(
      'reading-a-job-description.md: body uses a level-1 heading ("# A second title")',
    );
  });

  it('names a cover image that does not exist', () => {
    const dir = articleDir();
    const publicDir = join(dir, 'public');
    mkdirSync(publicDir);
    expect(() => loadPosts({ dir, includeDrafts: false, publicDir, displayRoot: dir })).toThrow(
      'reading-a-job-description.md: front matter field "cover" points at /blog/covers/reading-a-job-description.svg',
    );
  });

  it('reports every broken file of the folder at once', () => {
    const dir = articleDir({ title: undefined });
    writeFileSync(join(dir, 'second.md'), '---\ntitle: "Only a title"\n---\n\nText.\n');
    const error = errorFor(dir);
    expect(error).toContain('reading-a-job-description.md: front matter field "title" is required');
    expect(error).toContain('second.md: front matter field "date" is required');
  });

  it('names a link to an article that is not published', () => {
    const dir = articleDir({}, { body: 'See [the draft](/blog/not-written-yet#intro).' });
    expect(errorFor(dir)).toContain(
      'reading-a-job-description.md: body links to /blog/not-written-yet, which is not a published article',
    );
  });

  it('checks drafts too', () => {
    const dir = articleDir({ draft: 'true', category: 'recipes' });
    expect(errorFor(dir)).toContain('front matter field "category"');
  });
});
