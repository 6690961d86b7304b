import {
  CheckoutSessionStatusResponseSchema,
  subscriptionErrorMessages,
  type CheckoutSessionStatusResponse,
} from '@resumio/contract';
import { apiRequest } from '@/lib/api-client.ts';
import { toSubscriptionError } from '../to-subscription-error.ts';

/**
 * The checkout the user just returned from. The server re-reads it from the provider, so this
 * confirms a payment even before the provider's webhook has arrived.
 */
export async function fetchCheckoutSession(
  sessionId: string,
  signal?: AbortSignal,
): Promise<CheckoutSessionStatusResponse> {
  try {
    return await apiRequest(`/api/stripe/checkout-session/${encodeURIComponent(sessionId)}`, {
      schema: CheckoutSessionStatusResponseSchema,
      genericMessage: subscriptionErrorMessages.SERVICE_UNAVAILABLE,
      signal,
    });
  } catch (error) {
    throw toSubscriptionError(error, 'SERVICE_UNAVAILABLE');
  }
}
