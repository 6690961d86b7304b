// A relative import: Vite bundles the config itself, but leaves bare package names to Node, which
// cannot load the contract's TypeScript sources.
import { seoDefaults } from '../../../packages/contract/src/seo.ts';
import type { Plugin } from 'vite';

/** Where index.html wants the default metadata; the server's own `<!--app-head-->` stays untouched. */
const PLACEHOLDER = '<!--seo-defaults-->';
const APP_NAME = 'Resumio';

function escapeAttribute(value: string | number): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const meta = (key: 'name' | 'property', id: string, content: string | number) =>
  `<meta ${key}="${id}" content="${escapeAttribute(content)}" />`;

/** Spec §2 and §9: a free web application with a 4.8 rating from 1250 ratings. */
export function structuredData(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: APP_NAME,
    description: seoDefaults.description,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    offers: {
      '@type': 'Offer',
      price: seoDefaults.price.amount,
      priceCurrency: seoDefaults.price.currency,
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: seoDefaults.rating.value,
      ratingCount: seoDefaults.rating.count,
    },
  };
}

export function seoHeadHtml(): string {
  // `<` is escaped so that no string in the data can close the script element early.
  const jsonLd = JSON.stringify(structuredData()).replaceAll('<', '\\u003c');
  return [
    `<title>${escapeAttribute(seoDefaults.title)}</title>`,
    meta('name', 'description', seoDefaults.description),
    meta('name', 'keywords', seoDefaults.keywords),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', APP_NAME),
    meta('property', 'og:title', seoDefaults.title),
    meta('property', 'og:description', seoDefaults.description),
    meta('property', 'og:image', seoDefaults.image),
    meta('property', 'og:image:width', seoDefaults.imageWidth),
    meta('property', 'og:image:height', seoDefaults.imageHeight),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', seoDefaults.title),
    meta('name', 'twitter:description', seoDefaults.description),
    meta('name', 'twitter:image', seoDefaults.image),
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].join('\n    ');
}

/** Fills index.html's default SEO tags from the contract so the values have one source. */
export function seoHeadPlugin(): Plugin {
  return {
    name: 'resumio-seo-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(PLACEHOLDER)) {
          throw new Error(`index.html is missing the ${PLACEHOLDER} placeholder`);
        }
        return html.replace(PLACEHOLDER, seoHeadHtml());
      },
    },
  };
}
