// A relative import: Vite bundles the config itself, but leaves bare package names to Node, which
// cannot load the contract's TypeScript sources.
import { seoDefaults } from '../../../packages/contract/src/seo.ts';
import type { Plugin } from 'vite';
import { renderHeadTags, type HeadTags } from '../src/lib/head-tags.ts';

/** Where index.html wants the default metadata; the server's own `<!--app-head-->` stays untouched. */
const PLACEHOLDER = '<!--seo-defaults-->';
const APP_NAME = 'Resumio';

/** A free web application with a 4.8 rating from 1250 ratings: the product's stated defaults. */
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

/** The site-wide head: the app shell's tags and every prerendered page's starting point. */
export function defaultHead(): HeadTags {
  return {
    title: seoDefaults.title,
    description: seoDefaults.description,
    keywords: seoDefaults.keywords,
    siteName: APP_NAME,
    type: 'website',
    image: seoDefaults.image,
    imageWidth: seoDefaults.imageWidth,
    imageHeight: seoDefaults.imageHeight,
    siteStructuredData: [structuredData()],
    structuredData: [],
  };
}

export function seoHeadHtml(): string {
  return renderHeadTags(defaultHead());
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
