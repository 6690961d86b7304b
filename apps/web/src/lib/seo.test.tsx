import { seoDefaults } from '@resumio/contract';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigContext } from './config-context.ts';
import { usePageMeta, type PageMeta } from './seo.ts';
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
});
