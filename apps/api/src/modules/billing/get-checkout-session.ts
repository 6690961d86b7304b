import type { CheckoutSessionStatus, CheckoutSessionStatusResponse } from '@resumio/contract';
import { AppError } from '../../lib/app-error.ts';
import { applySubscriptionSnapshot } from './apply-subscription-snapshot.ts';
import type { BillingDeps } from './billing-deps.ts';
import { getSubscriptionStatus } from './get-subscription-status.ts';
import { providerCall } from './provider-call.ts';
import { findOwnCheckoutSession, setCheckoutSessionStatus } from './repository.ts';

/**
 * The caller's own checkout session after the return from the hosted page. It re-reads the
 * session and its subscription from the provider, so the answer is right even when the provider's
 * webhook is still on its way. Another user's session is not found.
 */
export async function getCheckoutSession(
  deps: BillingDeps,
  userId: string,
  sessionId: string,
): Promise<CheckoutSessionStatusResponse> {
  const row = await findOwnCheckoutSession(deps.db, sessionId, userId);
  if (!row) throw new AppError('CHECKOUT_SESSION_NOT_FOUND', 'Checkout session not found.');

  let status = row.status as CheckoutSessionStatus;
  if (status !== 'complete') {
    const remote = await providerCall(deps, () => deps.provider.retrieveCheckoutSession(sessionId));
    if (remote && (remote.userId === null || remote.userId === userId)) {
      status = remote.status;
      const subscriptionId = remote.status === 'complete' ? remote.subscriptionId : null;
      const snapshot = subscriptionId
        ? await providerCall(deps, () => deps.provider.retrieveSubscription(subscriptionId))
        : null;
      await deps.db.transaction().execute(async (trx) => {
        await setCheckoutSessionStatus(trx, sessionId, status);
        if (snapshot)
          await applySubscriptionSnapshot(trx, deps, { userId, snapshot, source: 'provider' });
      });
    }
  }
  return { sessionId, status, subscription: await getSubscriptionStatus(deps.db, userId) };
}
