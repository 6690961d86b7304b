import { describe, expect, it } from 'vitest';
import { withStructuredDataRating } from './structured-data-rating.ts';

// The site data as the web build writes it (apps/web/build/seo-head-plugin.test.ts holds the build
// to this shape).
const page = `<head><script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'WebApplication',
  name: 'Resumio',
  offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.8', ratingCount: '1250' },
})}</script></head>`;
const data = (html: string) =>
  JSON.parse(html.replace(/^.*?<script[^>]*>/, '').replace(/<\/script>.*$/, '')) as Record<
    string,
    unknown
  >;

describe('the rating in the structured data', () => {
  it('states the configured rating', () => {
    const html = withStructuredDataRating(page, { value: '4.5', count: '312' });
    expect(data(html).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.5',
      ratingCount: '312',
    });
  });

  it('leaves the rating out when none is configured, and the rest as it was', () => {
    const html = withStructuredDataRating(page, undefined);
    expect(data(html)).not.toHaveProperty('aggregateRating');
    expect(data(html)).toMatchObject({ '@type': 'WebApplication', offers: { price: '0' } });
  });
});
