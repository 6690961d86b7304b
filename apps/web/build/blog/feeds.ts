import { Feed } from 'feed';
import { categoryName } from '../../src/features/blog/blog-categories.ts';
import type { BlogPost } from '../../src/features/blog/blog-types.ts';

export interface FeedSite {
  /** The site's address without a trailing slash, e.g. https://resumio.example. */
  origin: string;
  name: string;
}

/** Noon UTC: a day-only date then reads as that same day in every time zone. */
const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);

/** Links inside an article are relative to its page; a feed reader shows them elsewhere. */
export function absoluteLinks(html: string, pageUrl: string): string {
  return html.replace(
    /(\s(?:href|src)=")([^"]*)"/g,
    (match, attribute: string, address: string) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(address)) return match;
      const absolute = new URL(address.replaceAll('&amp;', '&'), pageUrl).href.replaceAll(
        '&',
        '&amp;',
      );
      return `${attribute}${absolute}"`;
    },
  );
}

/** An Atom term: the words of a category or tag, lowercase and joined by hyphens. */
export const categoryTerm = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The blog as RSS 2.0 and Atom 1.0: every published article, newest first, with its full text.
 * RSS's <author> must hold an email address, which authors here have not given, so RSS names the
 * author in <dc:creator>; Atom names them in <author><name>. Atom categories carry their required
 * `term` (the slug) with the name as label.
 */
export function buildFeeds(posts: BlogPost[], site: FeedSite): { rss: string; atom: string } {
  return {
    rss: buildFeed(posts, site, 'rss').rss2(),
    atom: buildFeed(posts, site, 'atom').atom1(),
  };
}

function buildFeed(posts: BlogPost[], site: FeedSite, format: 'rss' | 'atom'): Feed {
  const blogUrl = `${site.origin}/blog`;
  const newest = posts[0];
  const feed = new Feed({
    id: `${blogUrl}`,
    link: blogUrl,
    title: `${site.name} blog`,
    description:
      'Practical advice on resumes, cover letters, interviews and job search strategy from the Resumio team.',
    language: 'en',
    image: `${site.origin}/og-image.png`,
    favicon: `${site.origin}/favicon.svg`,
    copyright: `© ${site.name}`,
    updated: newest ? atNoon(newest.updated ?? newest.date) : undefined,
    generator: false,
    feedLinks: { rss: `${blogUrl}/rss.xml`, atom: `${blogUrl}/atom.xml` },
  });
  for (const post of posts) {
    const url = `${blogUrl}/${post.slug}`;
    // The copy-link anchors beside headings mean nothing in a feed reader.
    const content = absoluteLinks(
      post.html.replace(/<a class="heading-anchor"[^>]*>#<\/a>/g, ''),
      url,
    );
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.description,
      content,
      ...(format === 'atom'
        ? { author: [{ name: post.author }] }
        : { extensions: [{ name: 'dc:creator', objects: { _text: post.author } }] }),
      date: atNoon(post.updated ?? post.date),
      published: atNoon(post.date),
      category: [
        { name: categoryName(post.category), term: post.category },
        ...post.tags.map((name) => ({ name, term: categoryTerm(name) })),
      ],
    });
  }
  return feed;
}
