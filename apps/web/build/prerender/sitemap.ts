export interface SitemapEntry {
  /** A path on the site, e.g. /blog/my-article. */
  path: string;
  /** YYYY-MM-DD of the last change, when known. */
  lastModified?: string;
}

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** A sitemaps.org 0.9 URL set; each address appears once, in the order given. */
export function buildSitemap(entries: SitemapEntry[], origin: string): string {
  const seen = new Set<string>();
  const urls = entries
    .filter((entry) => !seen.has(entry.path) && seen.add(entry.path))
    .map((entry) => {
      const lines = [`    <loc>${escapeXml(new URL(entry.path, `${origin}/`).href)}</loc>`];
      if (entry.lastModified) lines.push(`    <lastmod>${entry.lastModified}</lastmod>`);
      return `  <url>\n${lines.join('\n')}\n  </url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
