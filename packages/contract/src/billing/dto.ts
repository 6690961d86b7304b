import { z } from 'zod';
import { PlanTypeSchema, SubscriptionStatusSchema } from './plans.ts';

export const PRICE_ID_PREFIX = 'price_';
export const CHECKOUT_SESSION_ID_PREFIX = 'cs_';

/**
 * A price id is a non-empty string (else INVALID_PRICE_ID) starting with price_ (else
 * INVALID_PRICE_ID_FORMAT). Both sides check with this, so they agree on which code applies.
 */
export function priceIdProblem(
  value: unknown,
): 'INVALID_PRICE_ID' | 'INVALID_PRICE_ID_FORMAT' | null {
  if (typeof value !== 'string' || value.trim() === '') return 'INVALID_PRICE_ID';
  if (!value.startsWith(PRICE_ID_PREFIX)) return 'INVALID_PRICE_ID_FORMAT';
  return null;
}

export const CreateCheckoutSessionRequestSchema = z.object({
  priceId: z
    .string('Invalid price ID provided')
    .min(1, 'Invalid price ID provided')
    .startsWith(PRICE_ID_PREFIX, 'Price ids should start with price_'),
});
export type CreateCheckoutSessionRequest = z.infer<typeof CreateCheckoutSessionRequestSchema>;

/** The session id must exist and start with cs_ (docs/decisions/005). */
export const CheckoutSessionResponseSchema = z.object({
  sessionId: z.string().startsWith(CHECKOUT_SESSION_ID_PREFIX),
  /** Where the browser goes to pay: the provider's hosted checkout page. */
  url: z.string().min(1),
});
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponseSchema>;

/**
 * `planType` is required (a response without it is invalid); subscriptionStatus may be
 * absent (a user who never subscribed). The API always sends the other two fields; a bare
 * `{ planType: 'free' }` still parses, to the same defaults.
 */
export const SubscriptionStatusResponseSchema = z
  .object({
    planType: PlanTypeSchema,
    subscriptionStatus: SubscriptionStatusSchema.optional(),
    /** True after a cancel: premium stays until currentPeriodEnd, then ends. */
    cancelAtPeriodEnd: z.boolean().default(false),
    /** ISO-8601 instant the paid period ends (renewal or end date), or null. */
    currentPeriodEnd: z.iso.datetime().nullable().default(null),
  })
  .meta({ id: 'SubscriptionStatus', description: "The signed-in user's plan and subscription." });
export type SubscriptionStatusResponse = z.output<typeof SubscriptionStatusResponseSchema>;

export const FREE_SUBSCRIPTION_STATUS: SubscriptionStatusResponse = {
  planType: 'free',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
};

/** Cancel and resume answer with the subscription's new state. */
export const CancelSubscriptionResponseSchema = SubscriptionStatusResponseSchema;
export type CancelSubscriptionResponse = SubscriptionStatusResponse;
export const ResumeSubscriptionResponseSchema = SubscriptionStatusResponseSchema;
export type ResumeSubscriptionResponse = SubscriptionStatusResponse;

/** Query the hosted checkout sends the browser back with, to /subscription. */
export const CHECKOUT_RESULT_PARAM = 'checkout';
export const CHECKOUT_SESSION_ID_PARAM = 'session_id';
export const checkoutResults = ['success', 'cancelled'] as const;
export type CheckoutResult = (typeof checkoutResults)[number];

export const checkoutSessionStatuses = ['open', 'complete', 'expired'] as const;
export const CheckoutSessionStatusSchema = z.enum(checkoutSessionStatuses);
export type CheckoutSessionStatus = z.infer<typeof CheckoutSessionStatusSchema>;

/**
 * GET /api/stripe/checkout-session/:sessionId — the caller's own session after the return from
 * checkout; the server re-reads it from the provider, so the subscription is current even if the
 * provider's webhook has not arrived yet.
 */
export const CheckoutSessionStatusResponseSchema = z.object({
  sessionId: z.string().startsWith(CHECKOUT_SESSION_ID_PREFIX),
  status: CheckoutSessionStatusSchema,
  subscription: SubscriptionStatusResponseSchema,
});
export type CheckoutSessionStatusResponse = z.output<typeof CheckoutSessionStatusResponseSchema>;

/**
 * POST /api/stripe/create-portal-session — where a subscriber updates their card: Stripe's
 * billing portal, or the local provider's page for it. A past-due one pays what is due there.
 */
export const PortalSessionResponseSchema = z.object({ url: z.string().min(1) });
export type PortalSessionResponse = z.infer<typeof PortalSessionResponseSchema>;

export const WebhookAckSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['processed', 'duplicate', 'ignored']),
});
export type WebhookAck = z.infer<typeof WebhookAckSchema>;

/** POST /api/stripe/debug/advance-clock (debug only, local provider). */
export const AdvanceBillingClockRequestSchema = z.object({
  /** Advance by this many days; without it, to the next period end of any live subscription. */
  days: z.number().int().min(1).max(3660).optional(),
});
export type AdvanceBillingClockRequest = z.infer<typeof AdvanceBillingClockRequestSchema>;

export const AdvanceBillingClockResponseSchema = z.object({
  now: z.iso.datetime(),
  renewed: z.array(z.string()),
  failed: z.array(z.string()),
  canceled: z.array(z.string()),
});
export type AdvanceBillingClockResponse = z.infer<typeof AdvanceBillingClockResponseSchema>;

/** GET /api/stripe/debug-subscription (debug only): the stored state, for people, not programs. */
export const DebugSubscriptionResponseSchema = z.object({
  provider: z.enum(['local', 'stripe']),
  status: SubscriptionStatusResponseSchema,
  stored: z.record(z.string(), z.unknown()).nullable(),
  checkoutSessions: z.array(z.record(z.string(), z.unknown())),
  billingClock: z.object({ now: z.iso.datetime(), offsetSeconds: z.number() }).nullable(),
});
export type DebugSubscriptionResponse = z.output<typeof DebugSubscriptionResponseSchema>;
