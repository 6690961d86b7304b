import {
  FREE_SUBSCRIPTION_STATUS,
  isPremium,
  type SubscriptionStatusResponse,
} from '@resumio/contract';
import { vi } from 'vitest';
import type { SubscriptionContextValue } from '@/lib/plan/plan-context.ts';

/** A subscription context value for component tests; every action is a spy. */
export function fakeSubscription(
  status: SubscriptionStatusResponse | null = FREE_SUBSCRIPTION_STATUS,
  overrides: Partial<SubscriptionContextValue> = {},
): SubscriptionContextValue {
  const current = status ?? { ...FREE_SUBSCRIPTION_STATUS };
  return {
    status,
    isPremium: isPremium(status),
    loading: false,
    error: null,
    upgrade: vi.fn(async () => undefined),
    cancel: vi.fn(async () => current),
    resume: vi.fn(async () => current),
    refresh: vi.fn(async () => current),
    updatePaymentMethod: vi.fn(async () => undefined),
    ...overrides,
  };
}

export const premiumActive: SubscriptionStatusResponse = {
  planType: 'premium',
  subscriptionStatus: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-21T10:00:00.000Z',
};
