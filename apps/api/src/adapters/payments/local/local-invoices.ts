import type {
  Database,
  LocalBillingInvoicesTable,
  LocalBillingSubscriptionsTable,
} from '@resumio/db';
import type { Kysely, Transaction } from 'kysely';
import { localId } from './local-ids.ts';
import * as local from './local-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewInvoice {
  subscription: LocalBillingSubscriptionsTable;
  amountCents: number;
  paid: boolean;
  billingReason: 'subscription_create' | 'subscription_cycle';
  at: string;
  periodStart: string;
  periodEnd: string;
  email: string | null;
}

/**
 * Numbers read like Stripe's: a prefix fixed per customer, then a sequence, so a person's
 * invoices count up 0001, 0002, … on their statements.
 */
function invoiceNumber(customerId: string, sequence: number): string {
  const prefix = customerId
    .replace(/^cus_(local_)?/, '')
    .slice(0, 8)
    .toUpperCase();
  return `${prefix}-${String(sequence).padStart(4, '0')}`;
}

/** Bills one period of a subscription: paid now, or open when the card on file failed. */
export async function recordInvoice(db: Db, bill: NewInvoice): Promise<LocalBillingInvoicesTable> {
  const { subscription } = bill;
  const row: LocalBillingInvoicesTable = {
    id: localId('in'),
    number: invoiceNumber(
      subscription.customer_id,
      (await local.countInvoicesOfCustomer(db, subscription.customer_id)) + 1,
    ),
    customer_id: subscription.customer_id,
    subscription_id: subscription.id,
    status: bill.paid ? 'paid' : 'open',
    billing_reason: bill.billingReason,
    amount_cents: bill.amountCents,
    currency: 'usd',
    period_start: bill.periodStart,
    period_end: bill.periodEnd,
    card_brand: subscription.card_brand,
    card_last4: subscription.card_last4,
    customer_email: bill.email,
    pdf_token: localId('invst', 32),
    created_at: bill.at,
    paid_at: bill.paid ? bill.at : null,
  };
  await local.insertInvoice(db, row);
  return row;
}

/** A new card pays what the last renewal could not: the same invoice, now paid with it. */
export async function payOpenInvoice(
  db: Db,
  invoice: LocalBillingInvoicesTable,
  subscription: LocalBillingSubscriptionsTable,
  at: string,
): Promise<LocalBillingInvoicesTable> {
  return local.updateInvoice(db, invoice.id, {
    status: 'paid',
    paid_at: at,
    card_brand: subscription.card_brand,
    card_last4: subscription.card_last4,
  });
}
