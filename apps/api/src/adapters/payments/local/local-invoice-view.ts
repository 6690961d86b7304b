import { InvoiceStatusSchema, type Invoice } from '@resumio/contract';
import type { LocalBillingInvoicesTable } from '@resumio/db';

export const INVOICE_PDF_PATH = '/checkout/invoices';

/** The PDF's address: like Stripe's, the link itself is the key, so it opens in any browser. */
export function invoicePdfUrl(publicUrl: string, pdfToken: string): string {
  return `${publicUrl}${INVOICE_PDF_PATH}/${encodeURIComponent(pdfToken)}`;
}

/** A stored invoice in the contract's words; the local provider has no hosted invoice page. */
export function toInvoice(row: LocalBillingInvoicesTable, publicUrl: string): Invoice {
  return {
    id: row.id,
    number: row.number,
    createdAt: new Date(row.created_at).toISOString(),
    amount: row.amount_cents,
    currency: row.currency,
    status: InvoiceStatusSchema.catch('open').parse(row.status),
    pdfUrl: invoicePdfUrl(publicUrl, row.pdf_token),
    hostedUrl: null,
  };
}
