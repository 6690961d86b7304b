import {
  INVOICE_LIST_LIMIT,
  PaymentProviderError,
  type PaymentProvider,
  type SubscriptionSnapshot,
} from '../payment-provider.ts';
import { fromStripeSubscription } from '../stripe-subscription.ts';
import { verifyWebhookSignature } from '../webhook-signature.ts';
import { clockNow } from './billing-clock.ts';
import { deliverEvents } from './deliver-events.ts';
import type { LocalBillingContext } from './local-context.ts';
import { localId } from './local-ids.ts';
import { toInvoice } from './local-invoice-view.ts';
import * as local from './local-repository.ts';
import { eventObject, subscriptionObject } from './stripe-objects.ts';

const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function checkoutPageUrl(publicUrl: string, sessionId: string): string {
  return `${publicUrl}/checkout/${encodeURIComponent(sessionId)}`;
}

/**
 * The default payment provider: it keeps its own customers, sessions and subscriptions, hosts its
 * checkout page (see checkout-routes.ts) and sends the app Stripe-shaped, Stripe-signed events.
 */
export function createLocalProvider(ctx: LocalBillingContext): PaymentProvider {
  async function snapshotOf(id: string): Promise<SubscriptionSnapshot | null> {
    const row = await local.findSubscription(ctx.db, id);
    if (!row) return null;
    const now = await clockNow(ctx.db);
    return {
      subscription: fromStripeSubscription(subscriptionObject(row)),
      observedAt: now.toISOString(),
    };
  }

  async function openSession(input: {
    mode: 'subscription' | 'setup';
    userId: string;
    email: string | null;
    customerId: string;
    priceId: string;
    subscriptionId: string | null;
    successUrl: string;
    cancelUrl: string;
  }) {
    const now = await clockNow(ctx.db);
    const id = localId('cs');
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
    await local.insertSession(ctx.db, {
      id,
      mode: input.mode,
      customer_id: input.customerId,
      user_id: input.userId,
      price_id: input.priceId,
      customer_email: input.email,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      status: 'open',
      subscription_id: input.subscriptionId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      completed_at: null,
    });
    return { id, url: checkoutPageUrl(ctx.publicUrl, id), expiresAt };
  }

  return {
    name: 'local',

    async createCheckoutSession(input) {
      if (input.priceId !== ctx.premiumPriceId) {
        throw new PaymentProviderError('invalid_request', `No such price: '${input.priceId}'`);
      }
      let customer = input.customerId
        ? await local.findCustomer(ctx.db, input.customerId)
        : undefined;
      if (!customer) {
        customer = {
          id: localId('cus', 14),
          email: input.email,
          user_id: input.userId,
          created_at: (await clockNow(ctx.db)).toISOString(),
        };
        await local.insertCustomer(ctx.db, customer);
      }
      const session = await openSession({
        mode: 'subscription',
        userId: input.userId,
        email: input.email ?? customer.email,
        customerId: customer.id,
        priceId: input.priceId,
        subscriptionId: null,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      });
      return { ...session, customerId: customer.id };
    },

    async retrieveCheckoutSession(id) {
      const row = await local.findSession(ctx.db, id);
      if (!row) return null;
      const now = await clockNow(ctx.db);
      const expired = row.status === 'open' && new Date(row.expires_at) <= now;
      return {
        id: row.id,
        status: expired ? 'expired' : (row.status as 'open' | 'complete' | 'expired'),
        userId: row.user_id,
        customerId: row.customer_id,
        subscriptionId: row.subscription_id,
      };
    },

    async expireCheckoutSession(id) {
      await local.expireSession(ctx.db, id);
    },

    retrieveSubscription: snapshotOf,

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const row = await local.findSubscription(ctx.db, subscriptionId);
      if (!row)
        throw new PaymentProviderError('not_found', `No such subscription: '${subscriptionId}'`);
      if (!(local.LIVE_STATUSES as readonly string[]).includes(row.status)) {
        throw new PaymentProviderError(
          'invalid_request',
          'A canceled subscription can only be read.',
        );
      }
      const now = (await clockNow(ctx.db)).toISOString();
      if ((row.cancel_at_period_end === 1) !== cancel) {
        const updated = await local.updateSubscription(ctx.db, row.id, {
          cancel_at_period_end: cancel ? 1 : 0,
          canceled_at: cancel ? now : null,
          updated_at: now,
        });
        await deliverEvents(ctx, [
          eventObject('customer.subscription.updated', subscriptionObject(updated), now, {
            cancel_at_period_end: !cancel,
          }),
        ]);
      }
      return (await snapshotOf(row.id))!;
    },

    async createPortalSession(input) {
      const sub = input.subscriptionId
        ? await local.findSubscription(ctx.db, input.subscriptionId)
        : undefined;
      if (!sub || !(local.LIVE_STATUSES as readonly string[]).includes(sub.status)) {
        throw new PaymentProviderError('invalid_request', 'There is no subscription to update.');
      }
      // Stripe's portal is a page of its own; locally it is the checkout page in "setup" mode.
      const session = await openSession({
        mode: 'setup',
        userId: input.userId,
        email: input.email,
        customerId: sub.customer_id,
        priceId: sub.price_id,
        subscriptionId: sub.id,
        successUrl: input.returnUrl,
        cancelUrl: input.returnUrl,
      });
      return { url: session.url };
    },

    async retrieveCard({ customerId, subscriptionId }) {
      const sub = subscriptionId ? await local.findSubscription(ctx.db, subscriptionId) : undefined;
      // The card belongs to the subscription; one of another customer is not this one's to show.
      if (!sub || sub.customer_id !== customerId) return null;
      return {
        brand: sub.card_brand,
        last4: sub.card_last4,
        expMonth: sub.card_exp_month,
        expYear: sub.card_exp_year,
      };
    },

    async listInvoices(customerId) {
      const rows = await local.listInvoicesOfCustomer(ctx.db, customerId, INVOICE_LIST_LIMIT);
      return rows.map((row) => toInvoice(row, ctx.publicUrl));
    },

    verifyWebhook(rawBody, signatureHeader) {
      return verifyWebhookSignature(rawBody, signatureHeader, ctx.webhookSecret);
    },
  };
}
