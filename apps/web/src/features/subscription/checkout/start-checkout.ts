import {
  CHECKOUT_SESSION_ID_PREFIX,
  priceIdProblem,
  SubscriptionError,
  subscriptionErrorMessages,
  type CheckoutSessionResponse,
} from '@resumio/contract';
import { redirectToCheckout, type CheckoutRedirectDeps } from './checkout-redirect.ts';
import type { ApiRequester } from '../subscription-api.ts';
import { toSubscriptionError } from '../to-subscription-error.ts';

export const CHECKOUT_SESSION_PATH = '/api/stripe/create-checkout-session';

export interface StartCheckoutDeps extends CheckoutRedirectDeps {
  request: ApiRequester;
}

/** The session id must exist and start with cs_ (docs/decisions/005). */
export function readCheckoutSession(body: unknown): CheckoutSessionResponse {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const { sessionId, url } = record;
  if (sessionId === undefined || sessionId === null || sessionId === '') {
    throw new SubscriptionError('NO_SESSION_ID');
  }
  if (typeof sessionId !== 'string' || !sessionId.startsWith(CHECKOUT_SESSION_ID_PREFIX)) {
    throw new SubscriptionError('INVALID_SESSION_ID_FORMAT');
  }
  return { sessionId, url: typeof url === 'string' ? url : '' };
}

/** Upgrade: create a checkout session for the premium price, then leave for the hosted page. */
export async function startCheckout(deps: StartCheckoutDeps): Promise<void> {
  const { billing, request } = deps;
  const priceId = billing.premiumPriceId;
  const problem = priceIdProblem(priceId);
  if (problem) throw new SubscriptionError(problem);
  // Checked before a session is opened, so a misconfigured site leaves nothing behind.
  if (billing.provider === 'stripe' && !billing.stripePublicKey) {
    throw new SubscriptionError('STRIPE_CONFIG_ERROR');
  }

  let body: unknown;
  try {
    body = await request(CHECKOUT_SESSION_PATH, {
      method: 'POST',
      body: { priceId },
      genericMessage: subscriptionErrorMessages.CHECKOUT_ERROR,
    });
  } catch (error) {
    throw toSubscriptionError(error, 'CHECKOUT_ERROR');
  }
  await redirectToCheckout(readCheckoutSession(body), deps);
}
