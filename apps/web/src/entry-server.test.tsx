import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@/testing/test-config.ts';
import { renderPage } from './entry-server.tsx';

vi.setConfig({ testTimeout: 20_000 });

/** Renders as the build does: no browser objects at all. */
async function renderWithoutBrowser(path: string) {
  for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'navigator']) {
    vi.stubGlobal(name, undefined);
  }
  try {
    return await renderPage(path, testConfig);
  } finally {
    vi.unstubAllGlobals();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('rendering public pages ahead of time', () => {
  it('renders the home page with the site frame and no loading overlay', async () => {
    const { html, meta } = await renderWithoutBrowser('/');
    expect(html).toContain('Land your next job with a resume that gets noticed');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('<footer');
    expect(html).not.toContain('page-loading-overlay');
    expect(meta.title).toBeUndefined();
  });

  it('renders the blog with its articles and hands over the page title', async () => {
    const { html, meta } = await renderWithoutBrowser('/blog');
    expect(html).toContain('Career advice that gets you hired');
    expect(html).toContain('href="/blog/writing-a-summary-that-works"');
    expect(meta.title).toBe('Blog: resume and job search advice');
  });

  it('renders an article with its body and structured data', async () => {
    const { html, meta } = await renderWithoutBrowser('/blog/writing-a-summary-that-works');
    expect(html).toContain('<h1');
    expect(html).toContain('Writing a Summary That Works');
    expect(html).toContain('id="say-who-you-are"');
    expect(meta).toMatchObject({
      title: 'Writing a Summary That Works',
      type: 'article',
      image: '/blog/cards/writing-a-summary-that-works.png',
    });
    expect(meta.structuredData?.[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Writing a Summary That Works',
      datePublished: '2026-03-10',
      dateModified: '2026-04-02',
      author: { '@type': 'Person', name: 'Fixture Author' },
      image: ['http://localhost:3000/blog/covers/writing-a-summary-that-works.svg'],
    });
  });

  it('renders the not-found panel for an unknown article, kept out of search results', async () => {
    const { html, meta } = await renderWithoutBrowser('/blog/__missing__');
    expect(html).toContain('We couldn&#x27;t find that page');
    expect(meta.noindex).toBe(true);
  });
});
