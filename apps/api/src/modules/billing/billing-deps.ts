import type { Database, DialectName } from '@resumio/db';
import type { Kysely } from 'kysely';
import type { BillingLog, PaymentProvider } from '../../adapters/payments/payment-provider.ts';

/** What every billing use-case works with. */
export interface BillingDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  provider: PaymentProvider;
  premiumPriceId: string;
  publicUrl: string;
  log: BillingLog;
}
