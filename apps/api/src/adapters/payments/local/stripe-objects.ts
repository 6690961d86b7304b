import type {
  LocalBillingCheckoutSessionsTable,
  LocalBillingInvoicesTable,
  LocalBillingSubscriptionsTable,
} from '@resumio/db';
import Stripe from 'stripe';
import { localId } from './local-ids.ts';

/*
 * The local provider's records dressed as Stripe objects, so its events and answers go through
 * the same parsing as Stripe's.
 */

const seconds = (iso: string | null) => (iso ? Math.floor(new Date(iso).getTime() / 1000) : null);

export const LOCAL_PRODUCT_ID = 'prod_local_resumio_premium';

export function subscriptionObject(row: LocalBillingSubscriptionsTable) {
  return {
    id: row.id,
    object: 'subscription' as const,
    customer: row.customer_id,
    status: row.status,
    cancel_at_period_end: row.cancel_at_period_end === 1,
    canceled_at: seconds(row.canceled_at),
    ended_at: seconds(row.ended_at),
    created: seconds(row.created_at),
    start_date: seconds(row.created_at),
    currency: 'usd',
    livemode: false,
    metadata: { userId: row.user_id },
    default_payment_method: {
      object: 'payment_method',
      type: 'card',
      card: {
        brand: row.card_brand,
        last4: row.card_last4,
        exp_month: row.card_exp_month,
        exp_year: row.card_exp_year,
      },
    },
    items: {
      object: 'list' as const,
      data: [
        {
          id: `si_${row.id.slice('sub_'.length)}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: seconds(row.current_period_start),
          current_period_end: seconds(row.current_period_end),
          price: {
            id: row.price_id,
            object: 'price',
            currency: 'usd',
            unit_amount: row.amount_cents,
            product: LOCAL_PRODUCT_ID,
            recurring: { interval: 'month', interval_count: 1 },
          },
        },
      ],
    },
  };
}

export function checkoutSessionObject(row: LocalBillingCheckoutSessionsTable, amountCents: number) {
  return {
    id: row.id,
    object: 'checkout.session' as const,
    mode: row.mode,
    status: row.status,
    payment_status: row.status === 'complete' ? 'paid' : 'unpaid',
    client_reference_id: row.user_id,
    customer: row.customer_id,
    customer_email: row.customer_email,
    customer_details: { email: row.customer_email },
    subscription: row.subscription_id,
    amount_total: amountCents,
    currency: 'usd',
    success_url: row.success_url,
    cancel_url: row.cancel_url,
    created: seconds(row.created_at),
    expires_at: seconds(row.expires_at),
    livemode: false,
    metadata: { userId: row.user_id },
  };
}

/** A stored invoice as Stripe sends it; the subscription gives the metadata Stripe copies on. */
export function invoiceObject(
  invoice: LocalBillingInvoicesTable,
  subscription: LocalBillingSubscriptionsTable,
) {
  const paid = invoice.status === 'paid';
  return {
    id: invoice.id,
    object: 'invoice' as const,
    number: invoice.number,
    customer: invoice.customer_id,
    customer_email: invoice.customer_email,
    status: invoice.status,
    billing_reason: invoice.billing_reason,
    currency: invoice.currency,
    amount_due: invoice.amount_cents,
    amount_paid: paid ? invoice.amount_cents : 0,
    amount_remaining: paid ? 0 : invoice.amount_cents,
    total: invoice.amount_cents,
    attempt_count: 1,
    attempted: true,
    created: seconds(invoice.created_at),
    period_start: seconds(invoice.period_start),
    period_end: seconds(invoice.period_end),
    livemode: false,
    parent: {
      type: 'subscription_details',
      subscription_details: {
        subscription: subscription.id,
        metadata: { userId: subscription.user_id },
      },
    },
  };
}

export interface LocalEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
}

/** An event as Stripe sends it; `at` is the provider-clock instant it happened. */
export function eventObject(
  type: string,
  object: unknown,
  at: string,
  previousAttributes?: Record<string, unknown>,
) {
  return {
    id: localId('evt'),
    object: 'event' as const,
    api_version: Stripe.API_VERSION,
    created: seconds(at)!,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
  };
}
