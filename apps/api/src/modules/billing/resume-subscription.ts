import type { SubscriptionStatusResponse } from '@resumio/contract';
import { AppError } from '../../lib/app-error.ts';
import { storeProviderAnswer } from './apply-subscription-snapshot.ts';
import type { BillingDeps } from './billing-deps.ts';
import { getSubscriptionStatus } from './get-subscription-status.ts';
import { providerCall } from './provider-call.ts';
import { findSubscription } from './repository.ts';
import { toStatusResponse } from './to-status-response.ts';

/** Undoes a pending cancel before the period ends. */
export async function resumeSubscription(
  deps: BillingDeps,
  userId: string,
): Promise<SubscriptionStatusResponse> {
  const row = await findSubscription(deps.db, userId);
  if (!row?.subscription_id || (row.status !== 'active' && row.status !== 'past_due')) {
    throw new AppError(
      'NOTHING_TO_RESUME',
      'There is no subscription to resume. Once a subscription has ended, subscribe again.',
    );
  }
  // Not cancelling: already what resume would make it.
  if (row.cancel_at_period_end !== 1) return toStatusResponse(row);
  const subscriptionId = row.subscription_id;
  const snapshot = await providerCall(deps, () =>
    deps.provider.setCancelAtPeriodEnd(subscriptionId, false),
  );
  await storeProviderAnswer(deps, userId, snapshot);
  return getSubscriptionStatus(deps.db, userId);
}
