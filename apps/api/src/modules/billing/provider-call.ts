import { subscriptionErrorMessages } from '@resumio/contract';
import { PaymentProviderError } from '../../adapters/payments/payment-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BillingDeps } from './billing-deps.ts';

/**
 * Runs a call to the payment provider, turning its failures into API errors: a refused request is
 * the client's (400 INVALID_STRIPE_REQUEST), anything else is the provider's (502, details logged
 * here and never sent).
 */
export async function providerCall<T>(deps: BillingDeps, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error, provider: deps.provider.name }, 'payment provider call failed');
    if (error.kind === 'invalid_request') {
      throw new AppError(
        'INVALID_STRIPE_REQUEST',
        subscriptionErrorMessages.INVALID_STRIPE_REQUEST,
      );
    }
    throw new AppError(
      'PAYMENT_PROVIDER_ERROR',
      'The payment provider could not complete the request. Please try again in a moment.',
    );
  }
}
