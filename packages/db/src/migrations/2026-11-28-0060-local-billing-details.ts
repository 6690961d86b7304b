import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * What the local payment provider keeps to show a subscriber's billing (decision 054): the card's
 * brand and expiry beside its last four digits (never the number), and an invoice for each period
 * it billed. Like the provider's other tables these are "its side": no foreign keys into the app's.
 * Subscriptions taken before this carry Visa (every test card the provider accepts is one) and no
 * expiry; their earlier periods have no invoice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('local_billing_subscriptions')
    .addColumn('card_brand', 'text', (c) => c.notNull().defaultTo('visa'))
    .execute();
  await db.schema
    .alterTable('local_billing_subscriptions')
    .addColumn('card_exp_month', 'integer')
    .execute();
  await db.schema
    .alterTable('local_billing_subscriptions')
    .addColumn('card_exp_year', 'integer')
    .execute();

  await db.schema
    .createTable('local_billing_invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('billing_reason', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('period_start', t.timestamp, (c) => c.notNull())
    .addColumn('period_end', t.timestamp, (c) => c.notNull())
    .addColumn('card_brand', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text')
    // The secret part of the PDF's address: whoever holds the link may read the invoice.
    .addColumn('pdf_token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('paid_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('local_billing_invoices_customer_idx')
    .on('local_billing_invoices')
    .columns(['customer_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('local_billing_invoices').execute();
  await db.schema.alterTable('local_billing_subscriptions').dropColumn('card_exp_year').execute();
  await db.schema.alterTable('local_billing_subscriptions').dropColumn('card_exp_month').execute();
  await db.schema.alterTable('local_billing_subscriptions').dropColumn('card_brand').execute();
}
