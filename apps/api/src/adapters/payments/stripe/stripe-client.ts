import Stripe from 'stripe';
import type { BillingConfig } from '../../../config.ts';

/** The SDK client; `api` points it at another server (the tests' recording server). */
export function createStripeClient(stripe: NonNullable<BillingConfig['stripe']>): Stripe {
  return new Stripe(stripe.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'Resumio' },
    ...(stripe.api
      ? { host: stripe.api.host, port: stripe.api.port, protocol: stripe.api.protocol }
      : {}),
  });
}
