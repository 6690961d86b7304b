import type {
  CheckoutSessionStatus,
  Invoice,
  PaymentCard,
  SubscriptionStatus,
} from '@resumio/contract';

export type ProviderName = 'local' | 'stripe';

/** A subscription as the provider holds it, in the product's vocabulary. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  priceId: string | null;
  /** ISO-8601, or null when the provider gave none. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** The user id the app attached when it opened checkout (subscription metadata). */
  userId: string | null;
}

/**
 * A subscription as it stood at `observedAt`, an instant on the provider's clock. Newer news about
 * the same subscription replaces older news, never the other way round.
 */
export interface SubscriptionSnapshot {
  subscription: ProviderSubscription;
  observedAt: string;
}

export interface NewCheckoutSession {
  id: string;
  /** The hosted checkout page. */
  url: string;
  customerId: string;
  expiresAt: string;
}

export interface ProviderCheckoutSession {
  id: string;
  status: CheckoutSessionStatus;
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
}

export interface CreateCheckoutSessionInput {
  userId: string;
  email: string | null;
  priceId: string;
  /** The customer to reuse; null creates one. */
  customerId: string | null;
  /** May contain Stripe's `{CHECKOUT_SESSION_ID}` placeholder. */
  successUrl: string;
  cancelUrl: string;
}

export interface CreatePortalSessionInput {
  userId: string;
  email: string | null;
  customerId: string;
  subscriptionId: string | null;
  returnUrl: string;
}

export interface BillingAccountRef {
  customerId: string;
  subscriptionId: string | null;
}

/** How many invoices a billing page lists: two years of monthly bills. */
export const INVOICE_LIST_LIMIT = 24;

/**
 * The payments port. Two adapters implement it: Stripe, and the local provider that hosts its own
 * checkout page. Both speak Stripe's wire format for webhooks, so one handler serves both.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<NewCheckoutSession>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  /** Closes an open checkout session so it can no longer be paid. */
  expireCheckoutSession(id: string): Promise<void>;
  /** The truth about a subscription, re-read from the provider; null when it does not exist. */
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  /** Cancel at period end (true) or undo that (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  /** Where a customer updates their card (Stripe's billing portal, or the local equivalent). */
  createPortalSession(input: CreatePortalSessionInput): Promise<{ url: string }>;
  /** The card the subscription (else the customer) is billed to; null when there is none. */
  retrieveCard(account: BillingAccountRef): Promise<PaymentCard | null>;
  /** The customer's invoices, newest first, at most INVOICE_LIST_LIMIT; drafts left out. */
  listInvoices(customerId: string): Promise<Invoice[]>;
  /** Verifies a webhook's Stripe-Signature against the raw body; returns the parsed payload. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): unknown;
}

/**
 * A failed call to the provider. `invalid_request`: the provider refused what we asked (e.g. an
 * unknown price); `not_found`: the object does not exist there; `unavailable`: anything else.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'invalid_request' | 'not_found' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The checkout return addresses: back to /subscription with the outcome in the query. */
export function checkoutReturnUrls(publicUrl: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${publicUrl}/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${publicUrl}/subscription?checkout=cancelled`,
  };
}

/** The few logger methods billing uses; Fastify's logger and the CLI's console both fit. */
export interface BillingLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
