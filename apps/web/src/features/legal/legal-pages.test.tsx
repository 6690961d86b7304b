import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicConfig } from '@resumio/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { ConfigContext } from '@/lib/config-context.ts';
import { renderRoutes, TestProviders } from '@/testing/render-app.tsx';
import { testConfig } from '@/testing/test-config.ts';
import { POLICY_REDIRECT_DELAY_MS } from './components/redirect-target.ts';
import { isAutoRedirectTarget } from './components/redirect-target.ts';
import { CookiesPage } from './cookies-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

const routes = [
  { path: '/terms', element: <TermsPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/cookies', element: <CookiesPage /> },
];

let replace: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  replace = vi.fn();
  vi.stubGlobal('location', {
    ...window.location,
    replace,
    origin: 'http://localhost',
    pathname: '/terms',
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('legal pages', () => {
  it('say where they are going, link there and redirect after a moment', () => {
    renderRoutes(routes, '/terms', mockAuth('anonymous'));
    expect(screen.getByText('You are being redirected to our Terms of Service…')).toBeVisible();
    expect(screen.getByRole('link', { name: 'open the Terms of Service' })).toHaveAttribute(
      'href',
      testConfig.termsUrl,
    );
    act(() => vi.advanceTimersByTime(POLICY_REDIRECT_DELAY_MS - 1));
    expect(replace).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(replace).toHaveBeenCalledWith(testConfig.termsUrl);
  });

  it('links the privacy policy the same way', () => {
    renderRoutes(routes, '/privacy', mockAuth('anonymous'));
    expect(screen.getByText('You are being redirected to our Privacy Policy…')).toBeVisible();
    expect(screen.getByRole('link', { name: 'open the Privacy Policy' })).toHaveAttribute(
      'href',
      testConfig.privacyUrl,
    );
  });
});

describe('isAutoRedirectTarget', () => {
  const here = { origin: 'https://app.example', pathname: '/terms' } as Location;
  it.each([
    ['https://policies.example/terms', true],
    ['http://policies.example/terms', true],
    ['https://app.example/legal/terms.html', true],
    ['https://app.example/terms', false],
    ['/terms', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s → %s', (target, expected) => {
    expect(isAutoRedirectTarget(target, here)).toBe(expected);
  });
});

function renderOwnPolicies(path: string, config: Partial<PublicConfig> = {}) {
  const router = createMemoryRouter(
    [...routes, { path: '/contact', element: <h1>Contact us</h1> }],
    { initialEntries: [path] },
  );
  render(
    <TestProviders auth={mockAuth('anonymous')}>
      <ConfigContext value={{ ...testConfig, termsUrl: null, privacyUrl: null, ...config }}>
        <RouterProvider router={router} />
      </ConfigContext>
    </TestProviders>,
  );
  return router;
}

describe("the product's own policies, when no external address is configured", () => {
  it('shows the Terms of Service with its date and stays on the page', () => {
    renderOwnPolicies('/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const updated = screen.getByText('November 23, 2026');
    expect(updated.tagName).toBe('TIME');
    expect(updated).toHaveAttribute('datetime', '2026-11-23');
    expect(screen.getByRole('heading', { level: 2, name: 'Your content' })).toBeVisible();
    expect(screen.queryByText(/being redirected/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(POLICY_REDIRECT_DELAY_MS * 2));
    expect(replace).not.toHaveBeenCalled();
    expect(document.title).toBe('Terms of Service | Resumio');
  });

  it('lists its sections as in-page links', () => {
    renderOwnPolicies('/privacy');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const cookies = within(contents).getByRole('link', { name: 'Cookies and browser storage' });
    expect(cookies).toHaveAttribute('href', '#cookies-and-browser-storage');
    expect(document.getElementById('cookies-and-browser-storage')?.tagName).toBe('H2');
  });

  it('follows links to other pages inside the app', async () => {
    vi.useRealTimers();
    const router = renderOwnPolicies('/privacy');
    const article = screen.getByRole('article');
    await userEvent.click(within(article).getAllByRole('link', { name: 'contact page' })[0]!);
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  });

  it("states this site's analytics setting in the Privacy Policy", () => {
    renderOwnPolicies('/privacy');
    expect(screen.getByTestId('analytics-notice')).toHaveTextContent(
      'Analytics are off for this site.',
    );
  });

  it('says analytics are on when a tag manager is configured', () => {
    renderOwnPolicies('/privacy', { gtmId: 'GTM-ABC1234' });
    expect(screen.getByTestId('analytics-notice')).toHaveTextContent(
      'Analytics are on for this site.',
    );
  });

  it('lists every cookie and storage entry in the Cookie Policy, with what it is for', () => {
    renderOwnPolicies('/cookies');
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    for (const name of ['_resumio_session', '_resumio_interaction', '_resumio_resume']) {
      expect(within(tables[0]!).getByText(name)).toBeVisible();
    }
    expect(within(tables[1]!).getByText('resumio.preview-editor.document')).toBeVisible();
    expect(screen.getByTestId('analytics-notice')).toHaveTextContent('Analytics are off');
    expect(document.title).toBe('Cookie Policy | Resumio');
  });
});
