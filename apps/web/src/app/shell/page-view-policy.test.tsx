import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { fakeSubscription } from '@/testing/fake-subscription.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import { routes } from '../routes.tsx';

const pageViews = () =>
  (window.dataLayer ?? [])
    .filter((entry) => (entry as { event?: string }).event === 'page_view')
    .map((entry) => entry as Record<string, string>);

beforeEach(() => {
  delete window.dataLayer;
});

describe('page views of the real routes', () => {
  it('counts nothing for /login and /register, which only hand over to the provider', async () => {
    for (const path of ['/login?returnTo=%2Fpricing', '/register']) {
      const auth = mockAuth('anonymous');
      const { unmount } = renderRoutes(routes, path, auth);
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() =>
        expect(
          vi.mocked(auth.signIn).mock.calls.length + vi.mocked(auth.register).mock.calls.length,
        ).toBe(1),
      );
      unmount();
    }
    expect(pageViews()).toEqual([]);
  });

  it('counts an unknown path once, as the not-found page it shows', async () => {
    renderRoutes(routes, '/no/such/page', mockAuth('anonymous'));
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({ page_path: '/no/such/page' });
  });

  it('counts nothing when a signed-in page sends an anonymous visitor to sign in', async () => {
    const auth = mockAuth('anonymous');
    const { router } = renderRoutes(routes, '/settings', auth);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('/settings'));
    expect(pageViews()).toEqual([]);
  });

  it('counts the signed-in page for a signed-in user', async () => {
    // Settings reads the plan (its reminder section is Premium only), as in the app.
    renderWithSubscription(routes, '/settings', mockAuth('authenticated'), fakeSubscription());
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({ page_path: '/settings' });
  });

  it('never sends the sign-in code from /callback; counts only the page it lands on', async () => {
    const auth = mockAuth('anonymous', { completeSignIn: async () => ({ returnTo: '/about' }) });
    const { router } = renderRoutes(routes, '/callback?code=abc123&state=xyz789', auth);
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({ page_path: '/about' });
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/abc123|xyz789/);
  });
});
