import type { SubscriptionStatus } from '@resumio/contract';
import { z } from 'zod';
import type { ProviderSubscription } from './payment-provider.ts';

const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((v) => (typeof v === 'string' ? v : v.id));

/**
 * The parts of a Stripe subscription object the product needs. Since API 2025-03-31 the period
 * lives on each item; older payloads carry it on the subscription, so both are read.
 */
export const StripeSubscriptionObjectSchema = z.object({
  id: z.string().startsWith('sub_'),
  object: z.literal('subscription'),
  customer: idOf,
  status: z.string(),
  cancel_at_period_end: z.boolean().default(false),
  current_period_end: z.number().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z
    .object({
      data: z.array(
        z.object({
          price: z.object({ id: z.string() }).nullish(),
          current_period_end: z.number().nullish(),
        }),
      ),
    })
    .nullish(),
});
export type StripeSubscriptionObject = z.input<typeof StripeSubscriptionObjectSchema>;

/**
 * Stripe's eight statuses in the product's four. A trial counts as paid; unpaid and paused are
 * money owed (past due); incomplete_expired never started, so it ended.
 */
export function mapStripeStatus(status: string): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

const iso = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

export function fromStripeSubscription(input: unknown): ProviderSubscription {
  const sub = StripeSubscriptionObjectSchema.parse(input);
  const item = sub.items?.data[0];
  return {
    id: sub.id,
    customerId: sub.customer,
    status: mapStripeStatus(sub.status),
    priceId: item?.price?.id ?? null,
    currentPeriodEnd: iso(item?.current_period_end ?? sub.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    userId: sub.metadata?.userId ?? null,
  };
}
