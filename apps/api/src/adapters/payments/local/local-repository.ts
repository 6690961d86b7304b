import type {
  Database,
  LocalBillingCheckoutSessionsTable,
  LocalBillingInvoicesTable,
  LocalBillingSubscriptionsTable,
} from '@resumio/db';
import type { Kysely, Transaction } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

/** Statuses in which a local subscription still bills (and can be cancelled or renewed). */
export const LIVE_STATUSES = ['active', 'past_due'] as const;

export async function findCustomer(db: Db, id: string) {
  return db
    .selectFrom('local_billing_customers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertCustomer(
  db: Db,
  row: { id: string; email: string | null; user_id: string; created_at: string },
) {
  await db.insertInto('local_billing_customers').values(row).execute();
}

export async function updateCustomerEmail(db: Db, id: string, email: string) {
  await db.updateTable('local_billing_customers').set({ email }).where('id', '=', id).execute();
}

export async function insertSession(db: Db, row: LocalBillingCheckoutSessionsTable) {
  await db.insertInto('local_billing_checkout_sessions').values(row).execute();
}

export async function findSession(db: Db, id: string) {
  return db
    .selectFrom('local_billing_checkout_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Completes an open session; false when another request completed it first. */
export async function completeSession(
  db: Db,
  id: string,
  subscriptionId: string | null,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('local_billing_checkout_sessions')
    .set({ status: 'complete', subscription_id: subscriptionId, completed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function expireSession(db: Db, id: string) {
  await db
    .updateTable('local_billing_checkout_sessions')
    .set({ status: 'expired' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

export async function findSubscription(db: Db, id: string) {
  return db
    .selectFrom('local_billing_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findLiveSubscriptionOfCustomer(db: Db, customerId: string) {
  return db
    .selectFrom('local_billing_subscriptions')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('status', 'in', [...LIVE_STATUSES])
    .executeTakeFirst();
}

export async function insertSubscription(db: Db, row: LocalBillingSubscriptionsTable) {
  await db.insertInto('local_billing_subscriptions').values(row).execute();
}

export async function updateSubscription(
  db: Db,
  id: string,
  changes: Partial<Omit<LocalBillingSubscriptionsTable, 'id'>>,
): Promise<LocalBillingSubscriptionsTable> {
  await db.updateTable('local_billing_subscriptions').set(changes).where('id', '=', id).execute();
  return (await findSubscription(db, id))!;
}

/** Live subscriptions whose period has ended by `at`, oldest first. */
export async function listDueSubscriptions(db: Db, at: string) {
  return db
    .selectFrom('local_billing_subscriptions')
    .selectAll()
    .where('status', 'in', [...LIVE_STATUSES])
    .where('current_period_end', '<=', at)
    .orderBy('current_period_end')
    .execute();
}

export async function nextPeriodEnd(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('local_billing_subscriptions')
    .select((eb) => eb.fn.min('current_period_end').as('next'))
    .where('status', 'in', [...LIVE_STATUSES])
    .executeTakeFirst();
  return row?.next ? String(row.next) : null;
}

export async function insertInvoice(db: Db, row: LocalBillingInvoicesTable) {
  await db.insertInto('local_billing_invoices').values(row).execute();
}

export async function countInvoicesOfCustomer(db: Db, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('local_billing_invoices')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A customer's invoices, newest first (the id breaks ties between two of the same instant). */
export async function listInvoicesOfCustomer(db: Db, customerId: string, limit: number) {
  return db
    .selectFrom('local_billing_invoices')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .limit(limit)
    .execute();
}

export async function findInvoiceByPdfToken(db: Db, token: string) {
  return db
    .selectFrom('local_billing_invoices')
    .selectAll()
    .where('pdf_token', '=', token)
    .executeTakeFirst();
}

/** The subscription's unpaid bill (a failed renewal), newest first. */
export async function findOpenInvoice(db: Db, subscriptionId: string) {
  return db
    .selectFrom('local_billing_invoices')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'open')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function updateInvoice(
  db: Db,
  id: string,
  changes: Partial<Omit<LocalBillingInvoicesTable, 'id'>>,
): Promise<LocalBillingInvoicesTable> {
  await db.updateTable('local_billing_invoices').set(changes).where('id', '=', id).execute();
  return (await db
    .selectFrom('local_billing_invoices')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst())!;
}
