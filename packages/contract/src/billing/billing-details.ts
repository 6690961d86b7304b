import { z } from 'zod';

/**
 * GET /api/stripe/billing-details — the card a subscriber pays with and their past invoices, as
 * the payment provider holds them. A user who never reached checkout gets `{ card: null,
 * invoices: [] }` rather than an error: having nothing on file is not a failure.
 */

/** The card on file: never more than a person sees printed on it, and never the number. */
export const PaymentCardSchema = z.object({
  /** Stripe's brand id: visa, mastercard, amex, discover, … or unknown. */
  brand: z.string().min(1),
  last4: z.string().regex(/^\d{4}$/),
  /** Both null only for a card the local provider took before it kept expiry dates. */
  expMonth: z.number().int().min(1).max(12).nullable(),
  expYear: z.number().int().min(2000).max(9999).nullable(),
});
export type PaymentCard = z.infer<typeof PaymentCardSchema>;

/** Drafts are not listed: they are not bills yet. */
export const invoiceStatuses = ['paid', 'open', 'void', 'uncollectible'] as const;
export const InvoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

// A link the browser follows: web addresses only, so no `javascript:` ever reaches an href.
const webUrl = z.url({ protocol: /^https?$/ });

export const InvoiceSchema = z.object({
  id: z.string().min(1),
  /** The number printed on the invoice; null while the provider has not assigned one. */
  number: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** In the currency's minor unit, as Stripe counts it (cents for USD). */
  amount: z.number().int(),
  /** ISO 4217, lower case as Stripe writes it. */
  currency: z.string().regex(/^[a-z]{3}$/),
  status: InvoiceStatusSchema,
  /** The invoice as a PDF; a link anyone holding it may open, as Stripe's are. */
  pdfUrl: webUrl.nullable(),
  /** The provider's own page for the invoice, when it has one. */
  hostedUrl: webUrl.nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const BillingDetailsResponseSchema = z
  .object({
    card: PaymentCardSchema.nullable(),
    /** Newest first. */
    invoices: z.array(InvoiceSchema),
  })
  .meta({ id: 'BillingDetails', description: 'The card on file and past invoices.' });
export type BillingDetailsResponse = z.infer<typeof BillingDetailsResponseSchema>;

export const EMPTY_BILLING_DETAILS: BillingDetailsResponse = { card: null, invoices: [] };
