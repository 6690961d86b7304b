import { describe, expect, it } from 'vitest';
import {
  isSubscriptionErrorCode,
  SubscriptionError,
  subscriptionErrorCodes,
  subscriptionErrorMessages,
} from './subscription-errors.ts';

describe('subscription error catalogue', () => {
  it('has the 15 catalogue codes with their exact messages', () => {
    expect(subscriptionErrorMessages).toEqual({
      NO_SESSION_ID: 'No session ID received from checkout creation',
      INVALID_SESSION_ID_FORMAT: 'Invalid session ID format received from server',
      INVALID_STRIPE_REQUEST:
        'Invalid request; verify the price exists and is configured correctly',
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
    });
    expect(subscriptionErrorCodes).toHaveLength(15);
  });

  it('builds an error with the catalogue message by default', () => {
    const error = new SubscriptionError('CANCEL_ERROR');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('CANCEL_ERROR');
    expect(error.message).toBe('Failed to cancel subscription');
    expect(error.name).toBe('SubscriptionError');
  });

  it("carries the provider's message for a redirect failure, else the catalogue's", () => {
    expect(new SubscriptionError('STRIPE_REDIRECT_ERROR', 'Card network down').message).toBe(
      'Card network down',
    );
    expect(new SubscriptionError('STRIPE_REDIRECT_ERROR', '  ').message).toBe(
      'Checkout redirect failed',
    );
    expect(new SubscriptionError('STRIPE_REDIRECT_ERROR', null).message).toBe(
      'Checkout redirect failed',
    );
  });

  it('recognises its codes only', () => {
    expect(isSubscriptionErrorCode('UPGRADE_ERROR')).toBe(true);
    expect(isSubscriptionErrorCode('toString')).toBe(false);
    expect(isSubscriptionErrorCode(42)).toBe(false);
  });
});
