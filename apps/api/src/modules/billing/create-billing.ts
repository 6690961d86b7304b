import type { Database, DialectName } from '@resumio/db';
import type { Kysely } from 'kysely';
import { createPayments } from '../../adapters/payments/create-payments.ts';
import type { LocalBilling } from '../../adapters/payments/local/local-billing.ts';
import type { BillingLog } from '../../adapters/payments/payment-provider.ts';
import type { Config } from '../../config.ts';
import type { BillingDeps } from './billing-deps.ts';
import { receiveWebhook } from './receive-webhook.ts';

/**
 * Wires the chosen payment provider to the billing use-cases. The local provider delivers its
 * events straight into `receiveWebhook`, the same function Stripe's deliveries reach over HTTP.
 */
export async function createBilling(options: {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  log: BillingLog;
}): Promise<{ deps: BillingDeps; local: LocalBilling | null }> {
  const { config } = options;
  const deps: BillingDeps = {
    db: options.db,
    dialect: options.dialect,
    premiumPriceId: config.billing.premiumPriceId,
    publicUrl: config.publicUrl,
    log: options.log,
    provider: undefined as never,
  };
  const payments = await createPayments({
    billing: config.billing,
    publicUrl: config.publicUrl,
    db: options.db,
    log: options.log,
    deliver: (rawBody, signatureHeader) => receiveWebhook(deps, rawBody, signatureHeader),
  });
  deps.provider = payments.provider;
  return { deps, local: payments.local };
}
