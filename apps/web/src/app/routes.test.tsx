import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { fakeSubscription } from '@/testing/fake-subscription.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import { routes } from './routes.tsx';

describe('routes', () => {
  it('shows the not-found page at an unknown path, which stays in the address bar', async () => {
    const { router } = renderRoutes(routes, '/no/such/page', mockAuth('anonymous'));
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
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
    await waitFor(() => expect(document.title).toBe('About | Resumio'));
  });

  it('sends anonymous visitors from a signed-in page to /login', async () => {
    const { router } = renderRoutes(routes, '/settings', mockAuth('anonymous'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fsettings');
  });
});
