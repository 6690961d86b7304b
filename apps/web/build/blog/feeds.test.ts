import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFeeds } from './feeds.ts';
import { loadPosts } from './load-posts.ts';

const FIXTURES = join(import.meta.dirname, '__fixtures__/articles');
const REAL_CONTENT = join(import.meta.dirname, '../../../../content/blog');
const ORIGIN = 'https://jobs.example.org';

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

/** Published and draft slugs of a folder, as the build sees them. */
function articlesOf(dir: string) {
  const published = loadPosts({ dir, includeDrafts: false });
  const all = loadPosts({ dir, includeDrafts: true });
  const drafts = all.filter((post) => !published.some((p) => p.slug === post.slug));
  return { published, drafts };
}

describe.each([
  ['the fixture articles', FIXTURES],
  ['content/blog', REAL_CONTENT],
])('feeds of %s', (_name, dir) => {
  const { published, drafts } = articlesOf(dir);
  const feeds = buildFeeds(published, { origin: ORIGIN, name: 'Resumio' });

  it('is RSS 2.0 listing every published article newest first, and no draft', () => {
    const rss = parseXml(feeds.rss);
    expect(rss.documentElement.nodeName).toBe('rss');
    expect(rss.documentElement.getAttribute('version')).toBe('2.0');
    const links = [...rss.querySelectorAll('channel > item > link')].map((l) => l.textContent);
    expect(links).toEqual(published.map((post) => `${ORIGIN}/blog/${post.slug}`));
    for (const draft of drafts) expect(feeds.rss).not.toContain(draft.slug);
  });

  it('is Atom 1.0 listing every published article, and no draft', () => {
    const atom = parseXml(feeds.atom);
    expect(atom.documentElement.nodeName).toBe('feed');
    expect(atom.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entries = [...atom.getElementsByTagName('entry')];
    expect(entries.map((entry) => entry.getElementsByTagName('title')[0]!.textContent)).toEqual(
      published.map((post) => post.title),
    );
    const self = [...atom.documentElement.getElementsByTagName('link')].find(
      (link) => link.getAttribute('rel') === 'self',
    );
    expect(self?.getAttribute('href')).toBe(`${ORIGIN}/blog/atom.xml`);
    for (const draft of drafts) expect(feeds.atom).not.toContain(draft.slug);
  });

  it('gives every Atom category its term, and names RSS authors without claiming an address', () => {
    const atom = parseXml(feeds.atom);
    const categories = [...atom.getElementsByTagName('category')];
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expect(category.getAttribute('term')).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(category.getAttribute('label')).toBeTruthy();
    }
    const atomAuthors = [...atom.querySelectorAll('entry > author > name')];
    expect(atomAuthors.map((name) => name.textContent)).toEqual(published.map((p) => p.author));

    const rss = parseXml(feeds.rss);
    expect(rss.getElementsByTagName('author')).toHaveLength(0);
    const creators = [...rss.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')];
    expect(creators.map((creator) => creator.textContent)).toEqual(published.map((p) => p.author));
  });

  if (dir === FIXTURES) {
    it('carries the full text with links that work outside the site', () => {
      expect(drafts.map((d) => d.slug)).toEqual(['unfinished-interview-notes']);
      const rss = parseXml(feeds.rss);
      const summary = [...rss.querySelectorAll('channel > item')].find((item) =>
        item.querySelector('link')?.textContent?.endsWith('/writing-a-summary-that-works'),
      )!;
      const content = summary.getElementsByTagName('content:encoded')[0]!.textContent!;
      expect(content).toContain(`href="${ORIGIN}/resume"`);
      expect(content).toContain(`href="${ORIGIN}/blog/cover-letters-without-cliches"`);
      expect(content).not.toContain('heading-anchor');
      expect(summary.querySelector('pubDate')?.textContent).toBe('Tue, 10 Mar 2026 12:00:00 GMT');
    });
  }
});
