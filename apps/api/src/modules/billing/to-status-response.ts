import {
  FREE_SUBSCRIPTION_STATUS,
  SubscriptionStatusSchema,
  type SubscriptionStatusResponse,
} from '@resumio/contract';
import type { SubscriptionRow } from './repository.ts';

/** The stored row as the API answers it; a user who never subscribed is free, with no status. */
export function toStatusResponse(row: SubscriptionRow | undefined): SubscriptionStatusResponse {
  // Checked before parsing: a failed parse builds an error object, on the hot path of every
  // free user's status request.
  if (!row) return { ...FREE_SUBSCRIPTION_STATUS };
  const status = SubscriptionStatusSchema.safeParse(row.status);
  if (!status.success) return { ...FREE_SUBSCRIPTION_STATUS };
  return {
    planType: row.plan_type === 'premium' ? 'premium' : 'free',
    subscriptionStatus: status.data,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    currentPeriodEnd: row.current_period_end,
  };
}
