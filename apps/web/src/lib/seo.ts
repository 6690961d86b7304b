import { seoDefaults } from '@resumio/contract/rules';
import { createContext, useContext, useEffect } from 'react';
import { useConfig } from './config-context.ts';
import { PAGE_DATA_ATTRIBUTE, type ArticleHead, type HeadTags } from './head-tags.ts';

export interface PageMeta {
  /** Omit for the site's default title (the Home page). */
  title?: string;
  description?: string;
  keywords?: string;
  /** The social card image, a path on this site; the site's own card by default. */
  image?: string;
  /** Pixel size of `image`, when it is not the site's card. */
  imageSize?: { width: number; height: number };
  imageAlt?: string;
  type?: 'website' | 'article';
  article?: ArticleHead;
  /** Schema.org data about this page (an article's BlogPosting), besides the site's own. */
  structuredData?: Record<string, unknown>[];
  /** Pages that must stay out of search results, such as "not found" panels. */
  noindex?: boolean;
  /** Feeds and other alternate versions of the page. */
  alternates?: HeadTags['alternates'];
}

/**
 * Set while a page is rendered to HTML at build time: there are no effects then, so each page
 * hands its metadata to the prerenderer during render instead.
 */
export const PageMetaCollectorContext = createContext<((meta: PageMeta) => void) | null>(null);

export function formatPageTitle(title: string | undefined, appName: string): string {
  return title ? `${title} | ${appName}` : seoDefaults.title;
}

/** Social networks fetch the card image from their own servers, so it needs a full address. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).href;
}

/** The page's head, every address absolute on the public site. */
export function resolvePageHead(
  meta: PageMeta,
  { appName, siteUrl, path }: { appName: string; siteUrl: string; path: string },
): HeadTags {
  const ownImage = meta.image !== undefined;
  return {
    title: formatPageTitle(meta.title, appName),
    description: meta.description ?? seoDefaults.description,
    keywords: meta.keywords ?? seoDefaults.keywords,
    siteName: appName,
    canonicalUrl: meta.noindex ? undefined : absoluteUrl(path, siteUrl),
    type: meta.type ?? 'website',
    image: absoluteUrl(meta.image ?? seoDefaults.image, siteUrl),
    imageWidth: ownImage ? meta.imageSize?.width : seoDefaults.imageWidth,
    imageHeight: ownImage ? meta.imageSize?.height : seoDefaults.imageHeight,
    imageAlt: ownImage ? meta.imageAlt : undefined,
    noindex: meta.noindex,
    article: meta.article,
    structuredData: meta.structuredData ?? [],
    alternates: meta.alternates,
  };
}

function setMetaContent(selector: string, content: string): void {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', content);
}

function applyHead(head: HeadTags): void {
  document.title = head.title;
  setMetaContent('meta[name="description"]', head.description);
  setMetaContent('meta[property="og:type"]', head.type);
  setMetaContent('meta[property="og:title"]', head.title);
  setMetaContent('meta[property="og:description"]', head.description);
  setMetaContent('meta[property="og:image"]', head.image);
  setMetaContent('meta[name="twitter:title"]', head.title);
  setMetaContent('meta[name="twitter:description"]', head.description);
  setMetaContent('meta[name="twitter:image"]', head.image);
  // A prerendered page names its own address; after moving on, the tags follow the new page.
  if (head.canonicalUrl) {
    document.head.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonicalUrl);
    setMetaContent('meta[property="og:url"]', head.canonicalUrl);
  }
  let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (head.noindex && !robots) {
    robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
  } else if (!head.noindex) robots?.remove();
  const json = head.structuredData.map((data) => JSON.stringify(data));
  const current = [...document.head.querySelectorAll(`script[${PAGE_DATA_ATTRIBUTE}]`)];
  if (current.map((script) => script.textContent).join('\n') === json.join('\n')) return;
  current.forEach((script) => script.remove());
  for (const text of json) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(PAGE_DATA_ATTRIBUTE, '');
    script.textContent = text;
    document.head.append(script);
  }
}

/** Every route sets its own title; the description falls back to the site default. */
export function usePageMeta(meta: PageMeta): void {
  const { appName, siteUrl } = useConfig();
  const collect = useContext(PageMetaCollectorContext);
  collect?.(meta);
  // One string stands for the whole description, so the effect runs only when something changed.
  const key = JSON.stringify(meta);
  useEffect(() => {
    const head = resolvePageHead(JSON.parse(key) as PageMeta, {
      appName,
      siteUrl,
      path: window.location.pathname,
    });
    applyHead(head);
  }, [key, appName, siteUrl]);
}
