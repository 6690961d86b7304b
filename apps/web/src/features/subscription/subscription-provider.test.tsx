import { QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/lib/auth/auth-context.ts';
import type { AuthContextValue } from '@/lib/auth/auth-types.ts';
import { ConfigContext } from '@/lib/config-context.ts';
import { mockAuth } from '@/testing/mock-auth.ts';
import { testConfig } from '@/testing/test-config.ts';
import { premiumActive } from '@/testing/fake-subscription.ts';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { SubscriptionProvider } from './subscription-provider.tsx';
import type { SubscriptionService, SubscriptionSnapshot } from './subscription-service.ts';

function fakeService(initial: SubscriptionSnapshot) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const service = {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser: vi.fn(),
    refresh: vi.fn(async () => premiumActive),
    upgrade: vi.fn(async () => undefined),
    cancel: vi.fn(async () => premiumActive),
    resume: vi.fn(async () => premiumActive),
    updatePaymentMethod: vi.fn(async () => undefined),
  } satisfies SubscriptionService;
  const emit = (next: SubscriptionSnapshot) => {
    snapshot = next;
    listeners.forEach((l) => l());
  };
  return { service, emit };
}

const signedOut: SubscriptionSnapshot = { userId: null, status: null, loading: false, error: null };

function wrapperFor(service: SubscriptionService, auth: { current: AuthContextValue }) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ConfigContext value={testConfig}>
        <AuthContext value={auth.current}>
          <SubscriptionProvider service={service}>{children}</SubscriptionProvider>
        </AuthContext>
      </ConfigContext>
    );
  };
}

afterEach(() => {
  window.dataLayer = [];
});

describe('SubscriptionProvider', () => {
  it('follows the signed-in identity, and waits while the session is being read', () => {
    const { service } = fakeService(signedOut);
    const auth = { current: mockAuth('loading') };
    const { rerender } = renderHook(() => useSubscription(), {
      wrapper: wrapperFor(service, auth),
    });
    expect(service.setUser).not.toHaveBeenCalled();

    auth.current = mockAuth('authenticated');
    rerender();
    expect(service.setUser).toHaveBeenLastCalledWith('user-1');

    auth.current = mockAuth('authenticated', {
      user: { sub: 'user-2', email: null, name: null },
    });
    rerender();
    expect(service.setUser).toHaveBeenLastCalledWith('user-2');

    auth.current = mockAuth('anonymous');
    rerender();
    expect(service.setUser).toHaveBeenLastCalledWith(null);
  });

  it('exposes the status with the contract plan rule', () => {
    const { service, emit } = fakeService(signedOut);
    const auth = { current: mockAuth('authenticated') };
    const { result } = renderHook(() => useSubscription(), { wrapper: wrapperFor(service, auth) });
    // Signed in but not answered yet: loading, not "free".
    expect(result.current).toMatchObject({ status: null, isPremium: false, loading: true });

    act(() => emit({ userId: 'user-1', status: premiumActive, loading: false, error: null }));
    expect(result.current).toMatchObject({
      status: premiumActive,
      isPremium: true,
      loading: false,
    });

    act(() =>
      emit({
        userId: 'user-1',
        status: { ...premiumActive, subscriptionStatus: 'past_due' },
        loading: false,
        error: null,
      }),
    );
    expect(result.current.isPremium).toBe(false);
  });

  it('reports upgrade, cancel and resume to the data layer', async () => {
    const { service } = fakeService({
      userId: 'user-1',
      status: premiumActive,
      loading: false,
      error: null,
    });
    service.resume.mockRejectedValueOnce(new Error('nope'));
    const auth = { current: mockAuth('authenticated') };
    const { result } = renderHook(() => useSubscription(), { wrapper: wrapperFor(service, auth) });

    await result.current.upgrade();
    await result.current.cancel();
    await expect(result.current.resume()).rejects.toThrow('nope');

    expect(window.dataLayer).toEqual([
      { event: 'subscription_action', action: 'upgrade', plan: 'premium' },
      { event: 'subscription_action', action: 'cancel', plan: 'premium' },
      { event: 'subscription_action', action: 'resume', plan: 'premium' },
      { event: 'subscription_action', action: 'resume_failed', plan: 'premium' },
    ]);
    expect(service.upgrade).toHaveBeenCalledOnce();
    expect(service.cancel).toHaveBeenCalledOnce();
  });

  it('refuses to be used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Probe() {
      useSubscription();
      return null;
    }
    expect(() => render(<Probe />)).toThrow(
      'useSubscription must be used inside SubscriptionProvider',
    );
  });
});

describe('SubscriptionProvider in the app', () => {
  it('downloads the service on sign-in and fetches the status', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json(premiumActive));
    vi.stubGlobal('fetch', fetchMock);
    const auth = { current: mockAuth('authenticated') };
    function Wrapper({ children }: { children: ReactNode }) {
      return (
        <ConfigContext value={testConfig}>
          <AuthContext value={auth.current}>
            <SubscriptionProvider queryClient={new QueryClient()}>{children}</SubscriptionProvider>
          </AuthContext>
        </ConfigContext>
      );
    }
    const { result } = renderHook(() => useSubscription(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isPremium).toBe(true));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/stripe/subscription-status');
    vi.unstubAllGlobals();
  });

  it('downloads nothing for an anonymous visitor', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const auth = { current: mockAuth('anonymous') };
    const { result } = renderHook(() => useSubscription(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <ConfigContext value={testConfig}>
          <AuthContext value={auth.current}>
            <SubscriptionProvider queryClient={new QueryClient()}>{children}</SubscriptionProvider>
          </AuthContext>
        </ConfigContext>
      ),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toMatchObject({ status: null, isPremium: false, loading: false });
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
