import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { testConfig } from '@/testing/test-config.ts';
import { POLICY_REDIRECT_DELAY_MS } from './components/redirect-target.ts';
import { isAutoRedirectTarget } from './components/redirect-target.ts';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

const routes = [
  { path: '/terms', element: <TermsPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
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
