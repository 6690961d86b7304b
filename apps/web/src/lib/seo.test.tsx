import { seoDefaults } from '@resumio/contract/rules';
import { cleanup, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigContext } from './config-context.ts';
import {
  absoluteUrl,
  PageMetaCollectorContext,
  resolvePageHead,
  usePageMeta,
  type PageMeta,
} from './seo.ts';
import { testConfig } from '@/testing/test-config.ts';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

describe('usePageMeta', () => {
  it('sets the page title and description, or the defaults', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);

    const { rerender } = render(
      <ConfigContext value={testConfig}>
        <Page title="Pricing" description="Plans and prices." />
      </ConfigContext>,
    );
    expect(document.title).toBe('Pricing | Resumio');
    expect(meta.content).toBe('Plans and prices.');

    rerender(
      <ConfigContext value={testConfig}>
        <Page />
      </ConfigContext>,
    );
    expect(document.title).toBe(seoDefaults.title);
    expect(meta.content).toBe(seoDefaults.description);
    meta.remove();
  });

  it('gives social cards an absolute image address on the public site', () => {
    const tags = [
      ['property', 'og:image'],
      ['name', 'twitter:image'],
    ].map(([key, id]) => {
      const meta = document.createElement('meta');
      meta.setAttribute(key!, id!);
      meta.content = seoDefaults.image;
      document.head.append(meta);
      return meta;
    });

    render(
      <ConfigContext value={{ ...testConfig, siteUrl: 'https://resumes.example.org' }}>
        <Page title="Pricing" />
      </ConfigContext>,
    );
    for (const meta of tags) {
      expect(meta.content).toBe(`https://resumes.example.org${seoDefaults.image}`);
      meta.remove();
    }
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['/og-image.png', 'http://localhost:3000', 'http://localhost:3000/og-image.png'],
    ['/og-image.png', 'https://x.example/', 'https://x.example/og-image.png'],
    ['https://cdn.example/card.png', 'https://x.example', 'https://cdn.example/card.png'],
  ])('%s on %s → %s', (path, site, expected) => {
    expect(absoluteUrl(path, site)).toBe(expected);
  });
});

describe('usePageMeta on prerendered pages', () => {
  it('points the canonical address and the page data at the page now shown', () => {
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = 'https://resumes.example.org/blog';
    const stale = document.createElement('script');
    stale.type = 'application/ld+json';
    stale.setAttribute('data-page-structured-data', '');
    stale.textContent = '{"@type":"BlogPosting"}';
    document.head.append(canonical, stale);
    window.history.pushState(null, '', '/blog/missing');

    render(
      <ConfigContext value={{ ...testConfig, siteUrl: 'https://resumes.example.org' }}>
        <Page title="Not found" noindex structuredData={[{ '@type': 'Thing' }]} />
      </ConfigContext>,
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    const data = [...document.head.querySelectorAll('script[data-page-structured-data]')];
    expect(data.map((script) => script.textContent)).toEqual(['{"@type":"Thing"}']);
    // A page kept out of search results names no canonical address of its own.
    expect(canonical.href).toBe('https://resumes.example.org/blog');

    cleanup();
    render(
      <ConfigContext value={{ ...testConfig, siteUrl: 'https://resumes.example.org' }}>
        <Page title="Blog" />
      </ConfigContext>,
    );
    expect(canonical.href).toBe('https://resumes.example.org/blog/missing');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelectorAll('script[data-page-structured-data]')).toHaveLength(0);
    canonical.remove();
    window.history.pushState(null, '', '/');
  });

  it('hands the page meta to the prerenderer during render', () => {
    const collect = vi.fn();
    render(
      <PageMetaCollectorContext value={collect}>
        <ConfigContext value={testConfig}>
          <Page title="Pricing" description="Plans and prices." />
        </ConfigContext>
      </PageMetaCollectorContext>,
    );
    expect(collect).toHaveBeenCalledWith({ title: 'Pricing', description: 'Plans and prices.' });
  });
});

describe('resolvePageHead', () => {
  it('makes every address absolute and keeps the site card unless the page has its own', () => {
    const site = { appName: 'Resumio', siteUrl: 'https://jobs.example.org/', path: '/blog/x' };
    expect(resolvePageHead({ title: 'X', imageAlt: 'ignored' }, site)).toMatchObject({
      title: 'X | Resumio',
      canonicalUrl: 'https://jobs.example.org/blog/x',
      image: `https://jobs.example.org${seoDefaults.image}`,
      imageWidth: seoDefaults.imageWidth,
      imageAlt: undefined,
    });
    expect(
      resolvePageHead(
        { image: '/blog/cards/x.png', imageSize: { width: 1200, height: 630 }, imageAlt: 'Cover' },
        site,
      ),
    ).toMatchObject({ image: 'https://jobs.example.org/blog/cards/x.png', imageAlt: 'Cover' });
  });
});
