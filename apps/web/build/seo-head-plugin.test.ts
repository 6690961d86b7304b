import { seoDefaults } from '@resumio/contract';
import { describe, expect, it } from 'vitest';
import { seoHeadHtml } from './seo-head-plugin.ts';

describe('the default head', () => {
  // The server sets or removes this exact text (STRUCTURED_DATA_RATING); its shape is the contract.
  it('states the rating in the shape the server rewrites', () => {
    expect(seoHeadHtml()).toContain(
      `,"aggregateRating":{"@type":"AggregateRating","ratingValue":"${seoDefaults.rating.value}","ratingCount":"${seoDefaults.rating.count}"}`,
    );
  });
});
