import type { PortalSessionResponse } from '@resumio/contract';
import { AppError } from '../../lib/app-error.ts';
import type { BillingDeps } from './billing-deps.ts';
import type { BillingUser } from './create-checkout-session.ts';
import { providerCall } from './provider-call.ts';
import { findSubscription } from './repository.ts';

/** A link where the user updates their card: how a past-due subscription gets paid. */
export async function createPortalSession(
  deps: BillingDeps,
  user: BillingUser,
): Promise<PortalSessionResponse> {
  const row = await findSubscription(deps.db, user.id);
  if (!row?.customer_id || !row.subscription_id || row.provider !== deps.provider.name) {
    throw new AppError('NO_ACTIVE_SUBSCRIPTION', 'There is no subscription to manage yet.');
  }
  const customerId = row.customer_id;
  return providerCall(deps, () =>
    deps.provider.createPortalSession({
      userId: user.id,
      email: user.email,
      customerId,
      subscriptionId: row.subscription_id,
      returnUrl: `${deps.publicUrl}/subscription`,
    }),
  );
}
