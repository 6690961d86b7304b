import type { CheckoutSessionsTable, Database, DialectName, SubscriptionsTable } from '@resumio/db';
import type { Kysely, Transaction } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;
export type SubscriptionRow = SubscriptionsTable;

export async function findSubscription(
  db: Db,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The row, locked until the transaction ends on PostgreSQL (SQLite has one writer anyway). */
export async function lockSubscription(
  trx: Transaction<Database>,
  userId: string,
  dialect: DialectName,
): Promise<SubscriptionRow | undefined> {
  let query = trx.selectFrom('subscriptions').selectAll().where('user_id', '=', userId);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findUserIdBySubscription(db: Db, subscriptionId: string) {
  const row = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  return row?.user_id;
}

export async function findUserIdByCustomer(db: Db, provider: string, customerId: string) {
  const row = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('provider', '=', provider)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.user_id;
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return !!row;
}

export interface SubscriptionState {
  provider: string;
  customerId: string;
  subscriptionId: string;
  status: string;
  priceId: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  observedAt: string;
}

export async function saveSubscriptionState(db: Db, userId: string, state: SubscriptionState) {
  const now = new Date().toISOString();
  const values = {
    provider: state.provider,
    customer_id: state.customerId,
    subscription_id: state.subscriptionId,
    plan_type: 'premium',
    status: state.status,
    price_id: state.priceId,
    current_period_end: state.currentPeriodEnd,
    cancel_at_period_end: state.cancelAtPeriodEnd ? 1 : 0,
    last_event_at: state.observedAt,
    updated_at: now,
  };
  await db
    .insertInto('subscriptions')
    .values({ user_id: userId, created_at: now, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** Remembers the provider's customer for the user, so the next checkout reuses it. */
export async function saveCustomer(db: Db, userId: string, provider: string, customerId: string) {
  const now = new Date().toISOString();
  await db
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      provider,
      customer_id: customerId,
      subscription_id: null,
      plan_type: 'free',
      status: null,
      price_id: null,
      current_period_end: null,
      cancel_at_period_end: 0,
      last_event_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ provider, customer_id: customerId, updated_at: now }),
    )
    .execute();
}

export async function recordCheckoutSession(db: Db, row: CheckoutSessionsTable) {
  await db.insertInto('checkout_sessions').values(row).execute();
}

export async function findCheckoutSession(db: Db, id: string) {
  return db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOwnCheckoutSession(db: Db, id: string, userId: string) {
  return db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function listOpenCheckoutSessions(
  db: Db,
  userId: string,
  provider: string,
  now: string,
) {
  return db
    .selectFrom('checkout_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .execute();
}

export async function setCheckoutSessionStatus(db: Db, id: string, status: string) {
  await db.updateTable('checkout_sessions').set({ status }).where('id', '=', id).execute();
}

export async function listCheckoutSessions(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function isWebhookEventRecorded(db: Db, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('processed_webhook_events')
    .select('event_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return !!row;
}

/** Records the event id; false when it was already there (a duplicate delivery). */
export async function recordWebhookEvent(db: Db, eventId: string, type: string): Promise<boolean> {
  const result = await db
    .insertInto('processed_webhook_events')
    .values({ event_id: eventId, type, processed_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
