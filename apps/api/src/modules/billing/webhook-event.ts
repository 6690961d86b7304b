import { z } from 'zod';

/** The envelope every provider event has (Stripe's shape; the local provider sends the same). */
export const WebhookEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((v) => (v == null ? null : typeof v === 'string' ? v : v.id));

export const CheckoutSessionObjectSchema = z.object({
  id: z.string(),
  mode: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: idOf,
  subscription: idOf,
});

/** Since API 2025-03-31 an invoice names its subscription under `parent`; before, at the top. */
export const InvoiceObjectSchema = z.object({
  id: z.string(),
  subscription: idOf,
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
});

export function invoiceSubscriptionId(invoice: z.infer<typeof InvoiceObjectSchema>): string | null {
  return invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
}

export const eventCreatedAt = (event: WebhookEvent) => new Date(event.created * 1000).toISOString();
