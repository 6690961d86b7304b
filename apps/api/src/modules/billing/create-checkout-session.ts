import {
  isPremium,
  subscriptionErrorMessages,
  type CheckoutSessionResponse,
  type CreateCheckoutSessionRequest,
} from '@resumio/contract';
import { checkoutReturnUrls } from '../../adapters/payments/payment-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BillingDeps } from './billing-deps.ts';
import { expireOpenCheckoutSessions } from './expire-open-checkout-sessions.ts';
import { providerCall } from './provider-call.ts';
import { findSubscription, recordCheckoutSession, saveCustomer } from './repository.ts';
import { toStatusResponse } from './to-status-response.ts';

export interface BillingUser {
  id: string;
  email: string | null;
}

/**
 * Opens a hosted checkout for the premium monthly price. The price id's form is
 * the contract's to check (INVALID_PRICE_ID, INVALID_PRICE_ID_FORMAT); here, that it is ours.
 */
export async function createCheckoutSession(
  deps: BillingDeps,
  user: BillingUser,
  { priceId }: CreateCheckoutSessionRequest,
): Promise<CheckoutSessionResponse> {
  if (priceId !== deps.premiumPriceId) {
    throw new AppError('INVALID_STRIPE_REQUEST', subscriptionErrorMessages.INVALID_STRIPE_REQUEST);
  }

  const row = await findSubscription(deps.db, user.id);
  if (isPremium(toStatusResponse(row))) {
    throw new AppError(
      'ALREADY_PREMIUM',
      'You already have Premium. Manage your plan on the subscription page.',
    );
  }
  // A second subscription would bill twice; the open invoice is paid by updating the card.
  if (row?.status === 'past_due') {
    throw new AppError(
      'SUBSCRIPTION_PAST_DUE',
      'Your last payment failed. Update your payment method to keep Premium.',
    );
  }

  await expireOpenCheckoutSessions(deps, user.id);
  const reusableCustomer = row?.provider === deps.provider.name ? row.customer_id : null;
  const { successUrl, cancelUrl } = checkoutReturnUrls(deps.publicUrl);
  const session = await providerCall(deps, () =>
    deps.provider.createCheckoutSession({
      userId: user.id,
      email: user.email,
      priceId,
      customerId: reusableCustomer,
      successUrl,
      cancelUrl,
    }),
  );
  if (session.customerId !== reusableCustomer) {
    await saveCustomer(deps.db, user.id, deps.provider.name, session.customerId);
  }
  await recordCheckoutSession(deps.db, {
    id: session.id,
    user_id: user.id,
    provider: deps.provider.name,
    status: 'open',
    price_id: priceId,
    customer_id: session.customerId,
    customer_email: user.email,
    url: session.url,
    success_url: successUrl,
    cancel_url: cancelUrl,
    created_at: new Date().toISOString(),
    expires_at: session.expiresAt,
  });
  return { sessionId: session.id, url: session.url };
}
