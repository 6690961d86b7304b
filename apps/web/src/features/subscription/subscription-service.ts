import {
  FREE_SUBSCRIPTION_STATUS,
  type SubscriptionError,
  type PublicConfig,
  type SubscriptionStatusResponse,
} from '@resumio/contract';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { postSubscriptionChange, type ApiRequester } from './subscription-api.ts';
import { subscriptionStatusKey, subscriptionStatusQuery } from './subscription-status-query.ts';
import { toSubscriptionError } from './to-subscription-error.ts';

export { FAILURE_CACHE_MS, STATUS_CACHE_MS } from './subscription-status-query.ts';

export type BillingConfig = PublicConfig['billing'];

export interface SubscriptionSnapshot {
  /** The signed-in user the status belongs to; null when signed out. */
  userId: string | null;
  /** Null until the first answer for this user arrives. */
  status: SubscriptionStatusResponse | null;
  loading: boolean;
  /** Why the last status fetch failed; the user then counts as free. */
  error: SubscriptionError | null;
}

export interface SubscriptionService {
  getSnapshot(): SubscriptionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Follows the signed-in identity; a new identity starts from an empty cache. */
  setUser(userId: string | null): void;
  refresh(options?: { force?: boolean }): Promise<SubscriptionStatusResponse>;
  /** Resolves once the browser is on its way to the hosted checkout page. */
  upgrade(): Promise<void>;
  cancel(): Promise<SubscriptionStatusResponse>;
  resume(): Promise<SubscriptionStatusResponse>;
  /** Sends a past-due user to the provider's page for a new card. */
  updatePaymentMethod(): Promise<void>;
}

export interface SubscriptionServiceDeps {
  billing: BillingConfig;
  /** Holds the status under the rules of `subscriptionStatusQuery`. */
  queryClient: QueryClient;
  request?: ApiRequester;
  navigate?: (url: string) => void;
}

const SIGNED_OUT: SubscriptionSnapshot = {
  userId: null,
  status: null,
  loading: false,
  error: null,
};

const sameSnapshot = (a: SubscriptionSnapshot, b: SubscriptionSnapshot) =>
  a.userId === b.userId && a.status === b.status && a.loading === b.loading && a.error === b.error;

/**
 * Gives the subscription status a plain interface outside React, so the cache rules are tested
 * with fake timers; the cache itself is the app's query client. Checkout code is downloaded only
 * when someone upgrades.
 */
export function createSubscriptionService(deps: SubscriptionServiceDeps): SubscriptionService {
  const { queryClient } = deps;
  const request = deps.request ?? apiRequest;
  const navigate = deps.navigate ?? ((url: string) => window.location.assign(url));

  let snapshot = SIGNED_OUT;
  const listeners = new Set<() => void>();
  const observe = (userId: string) =>
    new QueryObserver(queryClient, subscriptionStatusQuery(userId, request));
  let observer: ReturnType<typeof observe> | null = null;
  let stopObserving = () => {};

  const setSnapshot = (next: SubscriptionSnapshot) => {
    if (sameSnapshot(snapshot, next)) return;
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  const forgetStatus = () => {
    stopObserving();
    observer = null;
    queryClient.removeQueries({ queryKey: subscriptionStatusKey });
  };

  const follow = (userId: string) => {
    const next = observe(userId);
    observer = next;
    // Only the observed user's answers reach the snapshot, so a late answer for a previous
    // identity lands in a cache entry nobody reads.
    stopObserving = next.subscribe((result) => {
      setSnapshot({
        userId,
        status: result.data?.status ?? null,
        loading: result.isFetching,
        error: result.data?.error ?? null,
      });
    });
  };

  const refresh = async ({ force = false }: { force?: boolean } = {}) => {
    const userId = snapshot.userId;
    if (!userId || !observer) return { ...FREE_SUBSCRIPTION_STATUS };
    if (force) {
      const result = await observer.refetch();
      return result.data?.status ?? { ...FREE_SUBSCRIPTION_STATUS };
    }
    const entry = await queryClient.fetchQuery(subscriptionStatusQuery(userId, request));
    return entry.status;
  };

  const change = async (kind: 'cancel' | 'resume') => {
    let failure: { error: unknown } | null = null;
    try {
      await postSubscriptionChange(request, kind);
    } catch (error) {
      failure = { error };
    }
    // A refused change (e.g. nothing to cancel) also means our copy is stale.
    const status = await refresh({ force: true });
    if (failure) throw failure.error;
    return status;
  };

  return {
    getSnapshot: () => snapshot,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    setUser(userId) {
      if (userId === snapshot.userId) return;
      forgetStatus();
      if (!userId) {
        setSnapshot(SIGNED_OUT);
        return;
      }
      setSnapshot({ userId, status: null, loading: true, error: null });
      follow(userId);
    },

    refresh,

    cancel: () => change('cancel'),

    resume: () => change('resume'),

    async upgrade() {
      try {
        const { startCheckout } = await import('./checkout/start-checkout.ts');
        await startCheckout({ billing: deps.billing, request, navigate });
      } catch (error) {
        throw toSubscriptionError(error, 'UPGRADE_ERROR');
      }
    },

    async updatePaymentMethod() {
      try {
        const { openPaymentPortal } = await import('./checkout/open-payment-portal.ts');
        await openPaymentPortal({ request, navigate });
      } catch (error) {
        throw toSubscriptionError(error, 'REDIRECT_ERROR');
      }
    },
  };
}
