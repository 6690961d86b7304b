/*
 * The document head as HTML text, for the build: index.html's defaults and every prerendered page.
 * No imports on purpose: Vite's config loader runs this file under Node as it is.
 */

/** Marks the structured data that belongs to one page, so the next page can replace it. */
export const PAGE_DATA_ATTRIBUTE = 'data-page-structured-data';

export interface ArticleHead {
  publishedTime: string;
  modifiedTime?: string;
  section?: string;
  tags?: string[];
  author?: string;
}

export interface HeadTags {
  title: string;
  description: string;
  keywords?: string;
  siteName: string;
  /** Absolute address of the page; omitted for the app shell, which serves many addresses. */
  canonicalUrl?: string;
  type: 'website' | 'article';
  image: string;
  imageWidth?: number;
  imageHeight?: number;
  imageAlt?: string;
  noindex?: boolean;
  article?: ArticleHead;
  /** The site's own schema.org data (the web application), the same on every page. */
  siteStructuredData?: Record<string, unknown>[];
  /** This page's schema.org data, marked so that the next page in the browser replaces it. */
  structuredData: Record<string, unknown>[];
  /** Extra <link> elements, e.g. the blog's feeds. */
  alternates?: { type: string; title: string; href: string }[];
}

export function escapeHtml(value: string | number): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** JSON inside a script element: nothing in the data may close the element early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const meta = (key: 'name' | 'property', id: string, content: string | number) =>
  `<meta ${key}="${id}" content="${escapeHtml(content)}" />`;

export function renderHeadTags(head: HeadTags): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.keywords) tags.push(meta('name', 'keywords', head.keywords));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalUrl)
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`);
  for (const alternate of head.alternates ?? []) {
    tags.push(
      `<link rel="alternate" type="${escapeHtml(alternate.type)}" title="${escapeHtml(alternate.title)}" href="${escapeHtml(alternate.href)}" />`,
    );
  }
  tags.push(
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
  );
  tags.push(
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonicalUrl) tags.push(meta('property', 'og:url', head.canonicalUrl));
  tags.push(meta('property', 'og:image', head.image));
  if (head.imageWidth && head.imageHeight) {
    tags.push(meta('property', 'og:image:width', head.imageWidth));
    tags.push(meta('property', 'og:image:height', head.imageHeight));
  }
  if (head.imageAlt) tags.push(meta('property', 'og:image:alt', head.imageAlt));
  if (head.article) {
    const { publishedTime, modifiedTime, section, tags: topics, author } = head.article;
    tags.push(meta('property', 'article:published_time', publishedTime));
    if (modifiedTime) tags.push(meta('property', 'article:modified_time', modifiedTime));
    if (section) tags.push(meta('property', 'article:section', section));
    if (author) tags.push(meta('property', 'article:author', author));
    for (const topic of topics ?? []) tags.push(meta('property', 'article:tag', topic));
  }
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
  );
  if (head.imageAlt) tags.push(meta('name', 'twitter:image:alt', head.imageAlt));
  for (const data of head.siteStructuredData ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  for (const data of head.structuredData) {
    tags.push(
      `<script type="application/ld+json" ${PAGE_DATA_ATTRIBUTE}>${scriptJson(data)}</script>`,
    );
  }
  return tags.join('\n    ');
}
