import { describe, expect, it } from 'vitest';
import { articleSources } from '../support/blog-content.ts';
import { baseURL } from '../support/browser.ts';

const categories = ['resumes', 'cover-letters', 'job-search', 'interviews', 'career-growth'];
const published = articleSources().filter((article) => !article.draft);
const drafts = articleSources().filter((article) => article.draft);

async function fetchText(path: string) {
  const response = await fetch(new URL(path, baseURL()));
  return { response, text: await response.text() };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&#x27;': "'",
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
};
const decode = (html: string) =>
  html.replace(/&(?:amp|#x27|quot|lt|gt);/g, (e) => ENTITIES[e] ?? e);

const metaContent = (html: string, key: 'name' | 'property', id: string) =>
  new RegExp(`<meta ${key}="${id}" content="([^"]*)"`).exec(html)?.[1];

/** The headings a page must show before any script runs. */
const headings: Record<string, string> = {
  '/': 'Land your next job with a resume that gets noticed',
  '/blog': 'Career advice that gets you hired',
  '/blog/category/resumes': 'Resume writing advice',
  '/blog/category/interviews': 'Interview preparation',
};

describe('public pages are HTML before JavaScript', () => {
  const pages = [
    '/',
    '/about',
    '/pricing',
    '/ai-resume-builder',
    '/contact',
    '/blog',
    ...categories.map((category) => `/blog/category/${category}`),
    ...published.map((article) => `/blog/${article.slug}`),
  ];

  it.each(pages)(
    '%s carries its heading, title, description, address and social tags',
    async (path) => {
      const { response, text } = await fetchText(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const h1 = decode(
        /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(text)?.[1]?.replace(/<[^>]+>/g, '') ?? '',
      ).trim();
      expect(h1, 'h1').toBeTruthy();
      const article = published.find((a) => path === `/blog/${a.slug}`);
      if (headings[path]) expect(h1).toBe(headings[path]);
      if (article) expect(h1).toBe(article.title);
      expect(text).toMatch(/<title>[^<]+<\/title>/);
      expect(metaContent(text, 'name', 'description')?.length).toBeGreaterThan(40);
      const canonical = `${baseURL()}${path === '/' ? '/' : path}`;
      expect(text).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(metaContent(text, 'property', 'og:url')).toBe(canonical);
      expect(metaContent(text, 'property', 'og:title')).toBeTruthy();
      expect(metaContent(text, 'property', 'og:image')).toMatch(new RegExp(`^${baseURL()}/`));
      expect(metaContent(text, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(text).toContain('<div id="root" data-prerendered=');
      expect(text).not.toContain('page-loading-overlay');
    },
  );

  it('keeps the web application data on the home page (price 0, rated 4.8 by 1250)', async () => {
    const { text } = await fetchText('/');
    expect(text).toContain(
      '<title>Resumio — AI Resume Builder, Cover Letters &amp; Job Tracker</title>',
    );
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(text);
    const data = JSON.parse(ld![1]!);
    expect(data['@type']).toBe('WebApplication');
    expect(data.offers).toMatchObject({ price: '0', priceCurrency: 'USD' });
    expect(data.aggregateRating).toMatchObject({ ratingValue: '4.8', ratingCount: '1250' });
  });

  it('describes each article as a BlogPosting with its own image', async () => {
    for (const article of published) {
      const { text } = await fetchText(`/blog/${article.slug}`);
      const blocks = [
        ...text.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
      ];
      const posting = blocks
        .map((m) => JSON.parse(m[1]!))
        .find((d) => d['@type'] === 'BlogPosting');
      expect(posting, article.slug).toMatchObject({
        headline: article.title,
        url: `${baseURL()}/blog/${article.slug}`,
        mainEntityOfPage: { '@id': `${baseURL()}/blog/${article.slug}` },
      });
      expect(metaContent(text, 'property', 'og:type')).toBe('article');
      const image = metaContent(text, 'property', 'og:image')!;
      expect(image).toBe(`${baseURL()}/blog/cards/${article.slug}.png`);
      const card = await fetch(image);
      expect(card.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await card.arrayBuffer());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  it('keeps the app shell for signed-in pages', async () => {
    const { response, text } = await fetchText('/dashboard');
    expect(response.status).toBe(200);
    expect(text).toContain('<div id="root"></div>');
  });

  it('answers an unknown article or category with 404 and the not-found page', async () => {
    for (const path of ['/blog/no-such-article', '/blog/category/recipes', '/blog/page/99']) {
      const { response, text } = await fetchText(path);
      expect(response.status, path).toBe(404);
      expect(text).toContain('We couldn&#x27;t find that page');
      expect(text).toContain('<meta name="robots" content="noindex" />');
    }
  });
});

describe('feeds, sitemap and robots.txt', () => {
  const articleUrls = published.map((article) => `${baseURL()}/blog/${article.slug}`);

  it('lists every published article and no draft in the sitemap', async () => {
    const { response, text } = await fetchText('/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([`${baseURL()}/`, `${baseURL()}/blog`, ...articleUrls]),
    );
    for (const draft of drafts) expect(text).not.toContain(draft.slug);
  });

  it('lists every published article and no draft in the RSS and Atom feeds', async () => {
    const rss = await fetchText('/blog/rss.xml');
    expect(rss.response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const rssLinks = [...rss.text.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
      (m) => m[1],
    );
    expect(rssLinks.sort()).toEqual([...articleUrls].sort());
    const atom = await fetchText('/blog/atom.xml');
    expect(atom.response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(atom.text.match(/<entry>/g)).toHaveLength(published.length);
    for (const draft of drafts) {
      expect(rss.text).not.toContain(draft.slug);
      expect(atom.text).not.toContain(draft.slug);
    }
  });

  it('points robots.txt at the sitemap', async () => {
    const { text } = await fetchText('/robots.txt');
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
  });
});
