import { describe, expect, it } from 'vitest';
import { testConfig } from '@/testing/test-config.ts';
import { ANY_PATH, canHydrate, prerenderedStamp } from './render-inputs.ts';

const now = new Date('2026-11-25T12:00:00');
const stamp = (path = '/blog', config = testConfig) => prerenderedStamp(path, config, now);

describe('hydrating prerendered HTML', () => {
  it('happens for the page built for this address, trailing slash or not', () => {
    expect(canHydrate(stamp(), { config: testConfig, now, pathname: '/blog' })).toBe(true);
    expect(canHydrate(stamp(), { config: testConfig, now, pathname: '/blog/' })).toBe(true);
    expect(canHydrate(stamp(ANY_PATH), { config: testConfig, now, pathname: '/blog/x' })).toBe(
      true,
    );
  });

  it('gives way to a fresh render when the address or what the page shows has changed', () => {
    expect(canHydrate(stamp(), { config: testConfig, now, pathname: '/about' })).toBe(false);
    const pricier = {
      ...testConfig,
      billing: {
        ...testConfig.billing,
        pricing: { ...testConfig.billing.pricing, regularPrice: 30 },
      },
    };
    expect(canHydrate(stamp(), { config: pricier, now, pathname: '/blog' })).toBe(false);
    const nextYear = new Date('2027-01-02T12:00:00');
    expect(canHydrate(stamp(), { config: testConfig, now: nextYear, pathname: '/blog' })).toBe(
      false,
    );
    expect(canHydrate(null, { config: testConfig, now, pathname: '/blog' })).toBe(false);
    // A search in the address shows results the build did not render.
    const searched = { config: testConfig, now, pathname: '/blog', search: '?q=ats' };
    expect(canHydrate(stamp(), searched)).toBe(false);
    expect(canHydrate(stamp(), { ...searched, search: '?utm_source=x' })).toBe(true);
    expect(canHydrate('not json', { config: testConfig, now, pathname: '/blog' })).toBe(false);
  });
});
