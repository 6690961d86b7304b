import {
  invoiceStatuses,
  type Invoice,
  type InvoiceStatus,
  type PaymentCard,
} from '@resumio/contract';
import type Stripe from 'stripe';

/** A payment method as the SDK returns it: an id when not expanded, an object when it is. */
type PaymentMethodField = string | Stripe.PaymentMethod | null | undefined;

/** The card behind a payment method, when it is an expanded card (not a bank debit or an id). */
export function cardOf(method: PaymentMethodField): PaymentCard | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
  return { brand: brand || 'unknown', last4, expMonth, expYear };
}

const listed = (status: string | null): status is InvoiceStatus =>
  (invoiceStatuses as readonly string[]).includes(status ?? '');

/** Stripe's invoices in the contract's words; drafts are left out, as they are not bills yet. */
export function fromStripeInvoices(invoices: readonly Stripe.Invoice[]): Invoice[] {
  return invoices.flatMap((invoice) => {
    const { id, status } = invoice;
    if (!id || !listed(status)) return [];
    return [
      {
        id,
        number: invoice.number,
        createdAt: new Date(invoice.created * 1000).toISOString(),
        amount: invoice.total,
        currency: invoice.currency,
        status,
        pdfUrl: invoice.invoice_pdf ?? null,
        hostedUrl: invoice.hosted_invoice_url ?? null,
      },
    ];
  });
}
