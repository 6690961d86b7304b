import { seoDefaults } from '@resumio/contract';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigContext } from './config-context.ts';
import { absoluteUrl, usePageMeta, type PageMeta } from './seo.ts';
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
