import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { fakeSubscription } from '@/testing/fake-subscription.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import { routes } from './routes.tsx';

describe('routes', () => {
  it('redirects unknown paths to / and replaces the history entry', async () => {
    const { router } = renderRoutes(routes, '/no/such/page', mockAuth('anonymous'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Land your next job with a resume that gets noticed',
      }),
    ).toBeVisible();
  });

  it('shows the Dashboard at / for signed-in users', async () => {
    // The dashboard reads the plan to decide what to show, as it does inside the app's providers.
    renderWithSubscription(routes, '/', mockAuth('authenticated'), fakeSubscription());
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  });

  it('renders the navigation, main landmark and footer around pages', async () => {
    renderRoutes(routes, '/about', mockAuth('anonymous'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(document.title).toBe('About | Resumio');
  });

  it('sends anonymous visitors from a signed-in page to /login', async () => {
    const { router } = renderRoutes(routes, '/settings', mockAuth('anonymous'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fsettings');
  });
});
