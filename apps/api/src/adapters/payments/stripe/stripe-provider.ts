import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { BillingConfig } from '../../../config.ts';
import {
  INVOICE_LIST_LIMIT,
  PaymentProviderError,
  type CreateCheckoutSessionInput,
  type PaymentProvider,
  type ProviderCheckoutSession,
  type SubscriptionSnapshot,
} from '../payment-provider.ts';
import { fromStripeSubscription } from '../stripe-subscription.ts';
import { verifyWebhookSignature } from '../webhook-signature.ts';
import { cardOf, fromStripeInvoices } from './stripe-billing-details.ts';
import { createStripeClient } from './stripe-client.ts';

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function toProviderError(error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    const kind = error.code === 'resource_missing' ? 'not_found' : 'invalid_request';
    return new PaymentProviderError(kind, error.message, { cause: error });
  }
  const message = error instanceof Error ? error.message : 'Stripe request failed';
  return new PaymentProviderError('unavailable', message, { cause: error });
}

function checkoutStatus(status: string | null): ProviderCheckoutSession['status'] {
  return status === 'complete' ? 'complete' : status === 'expired' ? 'expired' : 'open';
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toProviderError(error);
  }
}

/** Stripe Checkout and Billing behind the payments port. */
export function createStripeProvider(
  stripeConfig: NonNullable<BillingConfig['stripe']>,
  client: Stripe = createStripeClient(stripeConfig),
): PaymentProvider {
  async function createCustomer(input: CreateCheckoutSessionInput): Promise<string> {
    // One customer per user: a retried create (double click, lost answer) returns the same one.
    const customer = await client.customers.create(
      { ...(input.email ? { email: input.email } : {}), metadata: { userId: input.userId } },
      { idempotencyKey: `resumio-customer-${input.userId}` },
    );
    return customer.id;
  }

  async function createSession(input: CreateCheckoutSessionInput, customerId: string) {
    return client.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: customerId,
        client_reference_id: input.userId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { userId: input.userId },
        subscription_data: { metadata: { userId: input.userId } },
      },
      { idempotencyKey: `resumio-checkout-${input.userId}-${randomUUID()}` },
    );
  }

  async function snapshot(subscription: unknown): Promise<SubscriptionSnapshot> {
    return {
      subscription: fromStripeSubscription(subscription),
      observedAt: new Date().toISOString(),
    };
  }

  return {
    name: 'stripe',

    async createCheckoutSession(input) {
      return call(async () => {
        let customerId = input.customerId ?? (await createCustomer(input));
        let session: Stripe.Checkout.Session;
        try {
          session = await createSession(input, customerId);
        } catch (error) {
          // A customer deleted in the Stripe dashboard: start over with a new one.
          const missingCustomer =
            error instanceof Stripe.errors.StripeInvalidRequestError &&
            error.code === 'resource_missing' &&
            error.param === 'customer';
          if (!missingCustomer || !input.customerId) throw error;
          customerId = await createCustomer({ ...input, customerId: null });
          session = await createSession(input, customerId);
        }
        if (!session.url)
          throw new PaymentProviderError('unavailable', 'Stripe returned no checkout URL');
        return {
          id: session.id,
          url: session.url,
          customerId,
          expiresAt: new Date(session.expires_at * 1000).toISOString(),
        };
      });
    },

    async retrieveCheckoutSession(id) {
      try {
        const session = await client.checkout.sessions.retrieve(id);
        const result: ProviderCheckoutSession = {
          id: session.id,
          status: checkoutStatus(session.status),
          userId: session.client_reference_id,
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
        };
        return result;
      } catch (error) {
        const failure = toProviderError(error);
        if (failure.kind === 'not_found') return null;
        throw failure;
      }
    },

    async expireCheckoutSession(id) {
      await call(() => client.checkout.sessions.expire(id));
    },

    async retrieveSubscription(id) {
      try {
        return await snapshot(await client.subscriptions.retrieve(id));
      } catch (error) {
        const failure = toProviderError(error);
        if (failure.kind === 'not_found') return null;
        throw failure;
      }
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return call(async () =>
        snapshot(
          await client.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
        ),
      );
    },

    async createPortalSession(input) {
      return call(async () => {
        const session = await client.billingPortal.sessions.create({
          customer: input.customerId,
          return_url: input.returnUrl,
        });
        return { url: session.url };
      });
    },

    async retrieveCard({ customerId, subscriptionId }) {
      try {
        // The subscription's own method wins; without one Stripe bills the customer's default.
        if (subscriptionId) {
          const subscription = await client.subscriptions.retrieve(subscriptionId, {
            expand: ['default_payment_method'],
          });
          const card = cardOf(subscription.default_payment_method);
          if (card) return card;
        }
        const customer = await client.customers.retrieve(customerId, {
          expand: ['invoice_settings.default_payment_method'],
        });
        if (customer.deleted) return null;
        return cardOf(customer.invoice_settings?.default_payment_method);
      } catch (error) {
        const failure = toProviderError(error);
        if (failure.kind === 'not_found') return null;
        throw failure;
      }
    },

    async listInvoices(customerId) {
      try {
        const page = await client.invoices.list({
          customer: customerId,
          limit: INVOICE_LIST_LIMIT,
        });
        return fromStripeInvoices(page.data);
      } catch (error) {
        const failure = toProviderError(error);
        if (failure.kind === 'not_found') return [];
        throw failure;
      }
    },

    verifyWebhook(rawBody, signatureHeader) {
      return verifyWebhookSignature(rawBody, signatureHeader, stripeConfig.webhookSecret);
    },
  };
}
