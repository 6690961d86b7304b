import { SubscriptionError, type CheckoutSessionResponse } from '@resumio/contract';
import { loadStripe as defaultLoadStripe, type StripeClient } from './load-stripe.ts';
import { watchCheckoutRedirect } from './redirect-watch.ts';
import type { BillingConfig } from '../subscription-service.ts';

export interface CheckoutRedirectDeps {
  billing: BillingConfig;
  navigate: (url: string) => void;
  loadStripe?: (publicKey: string) => Promise<StripeClient>;
  warn?: (message: string) => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : null);

async function redirectWithStripe(
  session: CheckoutSessionResponse,
  { billing, navigate, loadStripe = defaultLoadStripe }: CheckoutRedirectDeps,
): Promise<void> {
  if (!billing.stripePublicKey) throw new SubscriptionError('STRIPE_CONFIG_ERROR');
  let stripe: StripeClient;
  try {
    stripe = await loadStripe(billing.stripePublicKey);
  } catch (error) {
    throw new SubscriptionError('STRIPE_LOAD_ERROR', null, error);
  }
  // Newer Stripe.js builds dropped redirectToCheckout; the session's own URL goes to the same page.
  if (typeof stripe.redirectToCheckout !== 'function') {
    navigate(session.url);
    return;
  }
  let result: Awaited<ReturnType<NonNullable<StripeClient['redirectToCheckout']>>>;
  try {
    result = await stripe.redirectToCheckout({ sessionId: session.sessionId });
  } catch (error) {
    throw new SubscriptionError('STRIPE_REDIRECT_ERROR', messageOf(error), error);
  }
  if (result?.error) {
    throw new SubscriptionError('STRIPE_REDIRECT_ERROR', result.error.message, result.error);
  }
}

function redirectLocally(session: CheckoutSessionResponse, { navigate }: CheckoutRedirectDeps) {
  try {
    if (!session.url) throw new Error('The checkout session has no URL');
    navigate(session.url);
  } catch (error) {
    throw new SubscriptionError('REDIRECT_ERROR', null, error);
  }
}

/** Sends the browser to the provider's hosted checkout page for this session. */
export async function redirectToCheckout(
  session: CheckoutSessionResponse,
  deps: CheckoutRedirectDeps,
): Promise<void> {
  // Started first: Stripe's redirect only settles when it fails, so it cannot be awaited first.
  const stopWatching = watchCheckoutRedirect(deps.warn);
  try {
    if (deps.billing.provider === 'stripe') await redirectWithStripe(session, deps);
    else redirectLocally(session, deps);
  } catch (error) {
    stopWatching();
    throw error;
  }
}
