import {
  FREE_SUBSCRIPTION_STATUS,
  type SubscriptionError,
  type SubscriptionStatusResponse,
} from '@resumio/contract';
import { queryOptions } from '@tanstack/react-query';
import { fetchSubscriptionStatus, type ApiRequester } from './subscription-api.ts';
import { toSubscriptionError } from './to-subscription-error.ts';

/** A fetched status is trusted for 5 minutes; a failure's free stand-in for 30 s. */
export const STATUS_CACHE_MS = 5 * 60_000;
export const FAILURE_CACHE_MS = 30_000;

/** What the cache holds: the status to act on, and why it is the free stand-in when it is. */
export interface SubscriptionStatusEntry {
  status: SubscriptionStatusResponse;
  error: SubscriptionError | null;
}

export const subscriptionStatusKey = ['subscription-status'] as const;

/**
 * The status of one signed-in user. A failed fetch is not a query error: it counts the user
 * as free at once, so the free stand-in becomes the data and stays fresh for only 30 s.
 */
export function subscriptionStatusQuery(userId: string, request: ApiRequester) {
  return queryOptions({
    queryKey: [...subscriptionStatusKey, userId],
    queryFn: async (): Promise<SubscriptionStatusEntry> => {
      try {
        return { status: await fetchSubscriptionStatus(request), error: null };
      } catch (error) {
        return {
          status: { ...FREE_SUBSCRIPTION_STATUS },
          error: toSubscriptionError(error, 'SERVICE_UNAVAILABLE'),
        };
      }
    },
    staleTime: (query) => (query.state.data?.error ? FAILURE_CACHE_MS : STATUS_CACHE_MS),
    // Fresh means fresh: the status changes only through checkout, cancel and resume, which
    // refresh it themselves, so focus and reconnect do not fetch it again.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
