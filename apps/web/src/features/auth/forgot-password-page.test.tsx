import { screen } from '@testing-library/react';
import type { PublicConfig } from '@resumio/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigContext } from '@/lib/config-context.ts';
import { testConfig } from '@/testing/test-config.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

let replace: ReturnType<typeof vi.fn>;

beforeEach(() => {
  replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, replace });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(config: PublicConfig) {
  const router = createMemoryRouter([{ path: '*', element: <ForgotPasswordPage /> }], {
    initialEntries: ['/forgot-password'],
  });
  render(
    <ConfigContext value={config}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigContext>,
  );
}

describe('/forgot-password', () => {
  it('hands over to the embedded provider’s reset form', () => {
    renderPage(testConfig);
    const url = 'http://localhost:3000/oidc/password-reset';
    expect(replace).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status')).toHaveTextContent('Opening password reset…');
    expect(screen.getByRole('link', { name: 'reset your password here' })).toHaveAttribute(
      'href',
      url,
    );
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('points to the external provider’s own reset when one is configured', () => {
    renderPage({
      ...testConfig,
      oidc: { ...testConfig.oidc, authority: 'https://id.example.com', embedded: false },
    });
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByText(/kept by the sign-in service this site uses/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });
});
