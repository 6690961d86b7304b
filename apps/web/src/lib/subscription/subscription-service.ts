import {
  FREE_SUBSCRIPTION_STATUS,
  type SubscriptionError,
  type PublicConfig,
  type SubscriptionStatusResponse,
} from '@resumio/contract';
import { apiRequest } from '@/lib/api-client.ts';
import {
  fetchSubscriptionStatus,
  postSubscriptionChange,
  type ApiRequester,
} from './subscription-api.ts';
import { toSubscriptionError } from './to-subscription-error.ts';

/** Spec §7, §9: a fetched status is trusted for 5 minutes; a failure's free stand-in for 30 s. */
export const STATUS_CACHE_MS = 5 * 60_000;
export const FAILURE_CACHE_MS = 30_000;

export type BillingConfig = PublicConfig['billing'];

export interface SubscriptionSnapshot {
  /** The signed-in user the status belongs to; null when signed out. */
  userId: string | null;
  /** Null until the first answer for this user arrives. */
  status: SubscriptionStatusResponse | null;
  loading: boolean;
  /** Why the last status fetch failed; the user then counts as free (spec §4). */
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
  request?: ApiRequester;
  navigate?: (url: string) => void;
}

interface CacheEntry {
  userId: string;
  status: SubscriptionStatusResponse;
  expiresAt: number;
}

const SIGNED_OUT: SubscriptionSnapshot = {
  userId: null,
  status: null,
  loading: false,
  error: null,
};

/**
 * Owns the subscription status outside React, so the cache rules (spec §4, §7) are plain code that
 * tests drive with fake timers. Checkout code is downloaded only when someone upgrades.
 */
export function createSubscriptionService(deps: SubscriptionServiceDeps): SubscriptionService {
  const request = deps.request ?? apiRequest;
  const navigate = deps.navigate ?? ((url: string) => window.location.assign(url));

  let snapshot = SIGNED_OUT;
  let cache: CacheEntry | null = null;
  let inflight: Promise<SubscriptionStatusResponse> | null = null;
  // Bumped on every new fetch and identity change, so a late answer never overwrites a newer one.
  let generation = 0;
  const listeners = new Set<() => void>();

  const setSnapshot = (next: SubscriptionSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  const load = (userId: string): Promise<SubscriptionStatusResponse> => {
    const ticket = ++generation;
    const settle = (
      status: SubscriptionStatusResponse,
      error: SubscriptionError | null,
      validFor: number,
    ) => {
      if (ticket !== generation) return status;
      cache = { userId, status, expiresAt: Date.now() + validFor };
      inflight = null;
      setSnapshot({ userId, status, loading: false, error });
      return status;
    };
    if (!snapshot.loading) setSnapshot({ ...snapshot, loading: true });
    const pending = fetchSubscriptionStatus(request).then(
      (status) => settle(status, null, STATUS_CACHE_MS),
      (error: unknown) =>
        settle(
          { ...FREE_SUBSCRIPTION_STATUS },
          toSubscriptionError(error, 'SERVICE_UNAVAILABLE'),
          FAILURE_CACHE_MS,
        ),
    );
    inflight = pending;
    return pending;
  };

  const refresh = ({ force = false }: { force?: boolean } = {}) => {
    const userId = snapshot.userId;
    if (!userId) return Promise.resolve({ ...FREE_SUBSCRIPTION_STATUS });
    if (!force) {
      if (cache?.userId === userId && Date.now() < cache.expiresAt) {
        return Promise.resolve(cache.status);
      }
      if (inflight) return inflight;
    }
    return load(userId);
  };

  const change = async (kind: 'cancel' | 'resume') => {
    let failure: { error: unknown } | null = null;
    try {
      await postSubscriptionChange(request, kind);
    } catch (error) {
      failure = { error };
    }
    // A refused change (e.g. nothing to cancel) also means our copy is stale.
    cache = null;
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
      generation++;
      cache = null;
      inflight = null;
      if (!userId) {
        setSnapshot(SIGNED_OUT);
        return;
      }
      setSnapshot({ userId, status: null, loading: true, error: null });
      void load(userId);
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
