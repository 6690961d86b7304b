import { htmlToText } from './html-to-text.ts';
import type { PageParts } from './page-parts.ts';

const meta = (html: string, name: string): string | undefined =>
  new RegExp(
    `<meta\\b[^>]*(?:property|name)\\s*=\\s*["']${name}["'][^>]*content\\s*=\\s*["']([^"']*)["']`,
    'i',
  ).exec(html)?.[1] ??
  new RegExp(
    `<meta\\b[^>]*content\\s*=\\s*["']([^"']*)["'][^>]*(?:property|name)\\s*=\\s*["']${name}["']`,
    'i',
  ).exec(html)?.[1];

/** The readable main text of a page: its <main> or <article> when it has one, without chrome. */
function mainText(html: string): string {
  const body =
    /<main\b[\s\S]*?<\/main\s*>/i.exec(html)?.[0] ??
    /<article\b[\s\S]*?<\/article\s*>/i.exec(html)?.[0] ??
    /<body\b[\s\S]*?<\/body\s*>/i.exec(html)?.[0] ??
    html;
  return htmlToText(
    body.replace(/<(nav|header|footer|aside|form|noscript|svg)\b[\s\S]*?<\/\1\s*>/gi, ''),
  );
}

/** A fetched page's parts, read without a DOM (the server has none). */
export function pagePartsFromHtml(html: string, url: string): PageParts {
  const jsonLd = [
    ...html.matchAll(
      /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi,
    ),
  ].map((m) => m[1]!);
  return {
    url,
    title:
      meta(html, 'og:title') ?? /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)?.[1] ?? null,
    siteName: meta(html, 'og:site_name') ?? null,
    jsonLd,
    mainText: mainText(html),
  };
}
