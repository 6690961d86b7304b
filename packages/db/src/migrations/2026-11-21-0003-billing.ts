import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Billing: the app's view of each user's subscription (written only from provider events and
 * provider answers), the webhook events already applied, the checkout sessions the app opened,
 * and the state of the local payment provider (what Stripe would hold on its side).
 * Booleans are integers 0/1 so both dialects read them the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('subscription_id', 'text', (c) => c.unique())
    .addColumn('plan_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('price_id', 'text')
    .addColumn('current_period_end', t.timestamp)
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_event_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscriptions_customer_idx')
    .on('subscriptions')
    .columns(['provider', 'customer_id'])
    .execute();

  await db.schema
    .createTable('processed_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('customer_email', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkout_sessions_user_idx')
    .on('checkout_sessions')
    .columns(['user_id', 'created_at'])
    .execute();

  // The local payment provider's own records. Nothing in the app reads these directly: the app
  // learns about them only through the provider port and its signed events.
  await db.schema
    .createTable('local_billing_customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('local_billing_checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text')
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('completed_at', t.timestamp)
    .execute();

  await db.schema
    .createTable('local_billing_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // The card "token": its last four digits and how Stripe's test card of that number behaves.
    .addColumn('card_last4', 'text', (c) => c.notNull())
    .addColumn('card_behaviour', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('current_period_start', t.timestamp, (c) => c.notNull())
    .addColumn('current_period_end', t.timestamp, (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('canceled_at', t.timestamp)
    .addColumn('ended_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('local_billing_subscriptions_customer_idx')
    .on('local_billing_subscriptions')
    .columns(['customer_id'])
    .execute();

  // The billing clock: how far the local provider's time runs ahead of the wall clock.
  await db.schema
    .createTable('local_billing_clock')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('offset_seconds', 'integer', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('local_billing_clock').execute();
  await db.schema.dropTable('local_billing_subscriptions').execute();
  await db.schema.dropTable('local_billing_checkout_sessions').execute();
  await db.schema.dropTable('local_billing_customers').execute();
  await db.schema.dropTable('checkout_sessions').execute();
  await db.schema.dropTable('processed_webhook_events').execute();
  await db.schema.dropTable('subscriptions').execute();
}
