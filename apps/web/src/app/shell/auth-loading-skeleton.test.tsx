import { act, render, screen, within } from '@testing-library/react';
import type { User, UserManager } from 'oidc-client-ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthService } from '@/lib/auth/auth-service.ts';
import { storedUserKey } from '@/lib/auth/auth-settings.ts';
import { testConfig } from '@/testing/test-config.ts';
import { AppProviders } from '../providers.tsx';
import { createQueryClient } from '../query-client.ts';
import { routes } from '../routes.tsx';

const profile = { sub: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' };

/** A stored session whose access token has expired; the refresh waits until it is released. */
function sessionNeedingRefresh() {
  let release: (user: User) => void = () => {};
  const refreshed = new Promise<User>((resolve) => (release = resolve));
  const onUserLoaded: Array<(user: User) => void> = [];
  const manager = {
    events: {
      addUserLoaded: (handler: (user: User) => void) => onUserLoaded.push(handler),
      addUserUnloaded: () => undefined,
      addSilentRenewError: () => undefined,
      addAccessTokenExpired: () => undefined,
    },
    getUser: vi.fn(async () => ({
      access_token: 'expired',
      refresh_token: 'refresh-1',
      expired: true,
      profile,
    })),
    signinSilent: vi.fn(async () => {
      const user = await refreshed;
      onUserLoaded.forEach((handler) => handler(user));
      return user;
    }),
    removeUser: vi.fn(async () => undefined),
  };
  const finishRefresh = () =>
    release({ access_token: 'fresh', expired: false, profile } as unknown as User);
  return {
    manager: manager as unknown as UserManager,
    signinSilent: manager.signinSilent,
    finishRefresh,
  };
}

beforeEach(() => {
  window.localStorage.setItem(storedUserKey(testConfig), '{}');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ planType: 'free' })),
  );
});

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('while the session is being refreshed', () => {
  it('shows the skeleton layout, then the page once the new token arrives', async () => {
    const session = sessionNeedingRefresh();
    const authService = createAuthService(testConfig, {
      loadUserManager: async () => session.manager,
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/settings'] });
    render(
      <AppProviders config={testConfig} authService={authService} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    const skeleton = await screen.findByTestId('page-skeleton');
    await vi.waitFor(() => expect(session.signinSilent).toHaveBeenCalled());
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(within(skeleton).getByRole('status')).toHaveTextContent('Loading your account…');
    // The navigation keeps its place with placeholders rather than the wrong links.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Settings' })).not.toBeInTheDocument();

    await act(async () => session.finishRefresh());
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });
});
