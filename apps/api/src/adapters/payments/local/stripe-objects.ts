import type {
  LocalBillingCheckoutSessionsTable,
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
    default_payment_method: { card: { brand: 'visa', last4: row.card_last4 } },
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

export interface InvoiceFacts {
  subscription: LocalBillingSubscriptionsTable;
  amountCents: number;
  paid: boolean;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'manual';
  at: string;
  periodStart: string;
  periodEnd: string;
}

export function invoiceObject(facts: InvoiceFacts) {
  const { subscription } = facts;
  return {
    id: localId('in'),
    object: 'invoice' as const,
    customer: subscription.customer_id,
    status: facts.paid ? 'paid' : 'open',
    billing_reason: facts.billingReason,
    currency: 'usd',
    amount_due: facts.amountCents,
    amount_paid: facts.paid ? facts.amountCents : 0,
    amount_remaining: facts.paid ? 0 : facts.amountCents,
    attempt_count: 1,
    attempted: true,
    created: seconds(facts.at),
    period_start: seconds(facts.periodStart),
    period_end: seconds(facts.periodEnd),
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
