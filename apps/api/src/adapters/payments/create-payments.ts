import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { BillingConfig } from '../../config.ts';
import { createLocalBilling, type LocalBilling } from './local/local-billing.ts';
import type { WebhookDelivery } from './local/local-context.ts';
import { ensureLocalWebhookSecret } from './local/webhook-secret.ts';
import type { BillingLog, PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

export interface Payments {
  provider: PaymentProvider;
  /** Present when the local provider is in use: its page and its clock. */
  local: LocalBilling | null;
}

/** Chooses the adapter once, from validated config: Stripe when its keys are set, else local. */
export async function createPayments(options: {
  billing: BillingConfig;
  publicUrl: string;
  db: Kysely<Database>;
  deliver: WebhookDelivery;
  log: BillingLog;
}): Promise<Payments> {
  const { billing } = options;
  if (billing.stripe) return { provider: createStripeProvider(billing.stripe), local: null };
  const local = createLocalBilling({
    db: options.db,
    publicUrl: options.publicUrl,
    premiumPriceId: billing.premiumPriceId,
    pricing: billing.pricing,
    webhookSecret: await ensureLocalWebhookSecret(options.db, billing.localWebhookSecret),
    deliver: options.deliver,
    log: options.log,
  });
  return { provider: local.provider, local };
}
