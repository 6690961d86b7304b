import type { Database } from '@resumio/db';
import type { Transaction } from 'kysely';
import { ZodError } from 'zod';
import type {
  ProviderSubscription,
  SubscriptionSnapshot,
} from '../../adapters/payments/payment-provider.ts';
import { fromStripeSubscription } from '../../adapters/payments/stripe-subscription.ts';
import { applySubscriptionSnapshot } from './apply-subscription-snapshot.ts';
import type { BillingDeps } from './billing-deps.ts';
import type { SnapshotSource } from './decide-subscription-update.ts';
import * as repo from './repository.ts';
import {
  CheckoutSessionObjectSchema,
  eventCreatedAt,
  invoiceSubscriptionId,
  InvoiceObjectSchema,
  type WebhookEvent,
} from './webhook-event.ts';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

export const HANDLED_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

type Effect = (trx: Transaction<Database>) => Promise<void>;
const noEffect: Effect = async () => {};

/** Whose subscription this is: known by its id, else by its customer, else by its metadata. */
async function resolveUser(
  trx: Transaction<Database>,
  deps: BillingDeps,
  subscription: ProviderSubscription,
): Promise<string | undefined> {
  const byId = await repo.findUserIdBySubscription(trx, subscription.id);
  if (byId) return byId;
  const byCustomer = await repo.findUserIdByCustomer(
    trx,
    deps.provider.name,
    subscription.customerId,
  );
  if (byCustomer) return byCustomer;
  if (subscription.userId && (await repo.userExists(trx, subscription.userId)))
    return subscription.userId;
  return undefined;
}

function applyFor(
  deps: BillingDeps,
  snapshot: SubscriptionSnapshot,
  source: SnapshotSource,
): Effect {
  return async (trx) => {
    const userId = await resolveUser(trx, deps, snapshot.subscription);
    if (!userId) {
      deps.log.warn({ subscriptionId: snapshot.subscription.id }, 'subscription of no known user');
      return;
    }
    await applySubscriptionSnapshot(trx, deps, { userId, snapshot, source });
  };
}

async function checkoutCompleted(deps: BillingDeps, event: WebhookEvent): Promise<Effect> {
  const session = CheckoutSessionObjectSchema.parse(event.data.object);
  const subscriptionId = session.mode === 'subscription' ? session.subscription : null;
  const snapshot = subscriptionId ? await deps.provider.retrieveSubscription(subscriptionId) : null;
  return async (trx) => {
    const recorded = await repo.findCheckoutSession(trx, session.id);
    const userId = recorded?.user_id ?? session.client_reference_id;
    if (
      !userId ||
      (recorded && session.client_reference_id && recorded.user_id !== session.client_reference_id)
    ) {
      deps.log.warn({ sessionId: session.id }, 'checkout session of no known user');
      return;
    }
    if (recorded) await repo.setCheckoutSessionStatus(trx, session.id, 'complete');
    if (!snapshot || !(await repo.userExists(trx, userId))) return;
    await applySubscriptionSnapshot(trx, deps, { userId, snapshot, source: 'provider' });
  };
}

/** The payload's subscription is used only when the provider no longer has it to re-read. */
async function subscriptionChanged(deps: BillingDeps, event: WebhookEvent): Promise<Effect> {
  const fromPayload = fromStripeSubscription(event.data.object);
  const fetched = await deps.provider.retrieveSubscription(fromPayload.id);
  if (fetched) return applyFor(deps, fetched, 'provider');
  const source = event.type === 'customer.subscription.created' ? 'created-event' : 'event';
  return applyFor(deps, { subscription: fromPayload, observedAt: eventCreatedAt(event) }, source);
}

async function invoiceSettled(deps: BillingDeps, event: WebhookEvent): Promise<Effect> {
  const subscriptionId = invoiceSubscriptionId(InvoiceObjectSchema.parse(event.data.object));
  if (!subscriptionId) return noEffect;
  const fetched = await deps.provider.retrieveSubscription(subscriptionId);
  return fetched ? applyFor(deps, fetched, 'provider') : noEffect;
}

/** Reads what the event needs from the provider, before any transaction is opened. */
async function prepareEffect(deps: BillingDeps, event: WebhookEvent): Promise<Effect> {
  try {
    if (event.type === 'checkout.session.completed') return await checkoutCompleted(deps, event);
    if (event.type.startsWith('customer.subscription.'))
      return await subscriptionChanged(deps, event);
    return await invoiceSettled(deps, event);
  } catch (error) {
    // A signed event we cannot read will not read better on a retry: note it and move on.
    if (error instanceof ZodError) {
      deps.log.warn({ eventId: event.id, type: event.type }, 'unreadable webhook event ignored');
      return noEffect;
    }
    throw error;
  }
}

/**
 * Applies one provider event at most once: its id is recorded in the same transaction as its
 * effect, so a redelivery finds it and changes nothing. Types the product does not use are
 * acknowledged and ignored.
 */
export async function handleWebhookEvent(
  deps: BillingDeps,
  event: WebhookEvent,
): Promise<WebhookOutcome> {
  if (!HANDLED_EVENT_TYPES.has(event.type)) return 'ignored';
  // Cheap early exit; the insert below is what actually guards against a racing twin.
  if (await repo.isWebhookEventRecorded(deps.db, event.id)) return 'duplicate';
  const effect = await prepareEffect(deps, event);
  const applied = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.recordWebhookEvent(trx, event.id, event.type))) return false;
    await effect(trx);
    return true;
  });
  return applied ? 'processed' : 'duplicate';
}
