/**
 * The subscription error catalogue: every code with its message, used by the browser's
 * subscription service and, for the codes it can answer with, by the API.
 */
export const subscriptionErrorMessages = {
  NO_SESSION_ID: 'No session ID received from checkout creation',
  INVALID_SESSION_ID_FORMAT: 'Invalid session ID format received from server',
  INVALID_STRIPE_REQUEST: 'Invalid request; verify the price exists and is configured correctly',
  CHECKOUT_ERROR: 'Failed to create checkout session',
  STRIPE_CONFIG_ERROR: 'Payment public key missing',
  INVALID_PRICE_ID: 'Invalid price ID provided',
  INVALID_PRICE_ID_FORMAT: 'Price ids should start with price_',
  STRIPE_LOAD_ERROR: 'Failed to load Stripe',
  STRIPE_REDIRECT_ERROR: 'Checkout redirect failed',
  REDIRECT_ERROR: 'Failed to redirect to checkout',
  INVALID_RESPONSE: 'Invalid subscription status response',
  CANCEL_ERROR: 'Failed to cancel subscription',
  RESUME_ERROR: 'Failed to resume subscription',
  SERVICE_UNAVAILABLE: 'Subscription service not available',
  UPGRADE_ERROR: 'Failed to upgrade subscription',
} as const;

export type SubscriptionErrorCode = keyof typeof subscriptionErrorMessages;

export const subscriptionErrorCodes = Object.keys(
  subscriptionErrorMessages,
) as SubscriptionErrorCode[];

export function isSubscriptionErrorCode(value: unknown): value is SubscriptionErrorCode {
  return typeof value === 'string' && Object.hasOwn(subscriptionErrorMessages, value);
}

/**
 * A subscription failure as the interface shows it. The message defaults to the catalogue's; a
 * caller passes its own only where the catalogue allows one (STRIPE_REDIRECT_ERROR carries the
 * provider's message) or where the server sent one (the server's message comes first).
 */
export class SubscriptionError extends Error {
  readonly code: SubscriptionErrorCode;
  readonly details?: unknown;

  constructor(code: SubscriptionErrorCode, message?: string | null, details?: unknown) {
    super(message && message.trim() ? message : subscriptionErrorMessages[code]);
    this.name = 'SubscriptionError';
    this.code = code;
    if (details !== undefined) this.details = details;
  }
}
