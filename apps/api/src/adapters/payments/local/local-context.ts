import type { PricingSettings } from '@resumio/contract';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { BillingLog } from '../payment-provider.ts';

/** Hands a signed event to the app's webhook handler, as Stripe's delivery would. */
export type WebhookDelivery = (rawBody: Buffer, signatureHeader: string) => Promise<unknown>;

export interface LocalBillingContext {
  db: Kysely<Database>;
  publicUrl: string;
  premiumPriceId: string;
  pricing: PricingSettings;
  webhookSecret: string;
  deliver: WebhookDelivery;
  log: BillingLog;
}
