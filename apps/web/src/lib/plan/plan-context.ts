import type { SubscriptionError, SubscriptionStatusResponse } from '@resumio/contract';
import { createContext, useContext } from 'react';

/**
 * The plan as every feature sees it. Features read it here; the subscription feature provides it,
 * and app/ puts the provider around the routes, so no feature imports another.
 */
export interface SubscriptionContextValue {
  /** Null while signed out or before the first answer. */
  status: SubscriptionStatusResponse | null;
  /** The one plan rule from the contract: premium and active. */
  isPremium: boolean;
  loading: boolean;
  error: SubscriptionError | null;
  upgrade(): Promise<void>;
  cancel(): Promise<SubscriptionStatusResponse>;
  resume(): Promise<SubscriptionStatusResponse>;
  refresh(options?: { force?: boolean }): Promise<SubscriptionStatusResponse>;
  updatePaymentMethod(): Promise<void>;
}

export const SubscriptionContext = createContext<SubscriptionContextValue | null>(null);

export function useSubscription(): SubscriptionContextValue {
  const value = useContext(SubscriptionContext);
  if (!value) throw new Error('useSubscription must be used inside SubscriptionProvider');
  return value;
}
