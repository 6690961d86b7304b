import type { Database } from '@resumio/db';
import type { Transaction } from 'kysely';
import type { SubscriptionSnapshot } from '../../adapters/payments/payment-provider.ts';
import type { BillingDeps } from './billing-deps.ts';
import {
  decideSubscriptionUpdate,
  type SnapshotSource,
  type UpdateDecision,
} from './decide-subscription-update.ts';
import { lockSubscription, saveSubscriptionState } from './repository.ts';

/** Stores news about a user's subscription if it is newer than what is held (see the rule). */
export async function applySubscriptionSnapshot(
  trx: Transaction<Database>,
  deps: BillingDeps,
  input: { userId: string; snapshot: SubscriptionSnapshot; source: SnapshotSource },
): Promise<UpdateDecision> {
  const { subscription, observedAt } = input.snapshot;
  const current = await lockSubscription(trx, input.userId, deps.dialect);
  const decision = decideSubscriptionUpdate(current, {
    subscription,
    observedAt,
    source: input.source,
  });
  if (decision !== 'apply') {
    deps.log.info(
      { userId: input.userId, subscriptionId: subscription.id, decision },
      'subscription news not applied',
    );
    return decision;
  }
  await saveSubscriptionState(trx, input.userId, {
    provider: deps.provider.name,
    customerId: subscription.customerId,
    subscriptionId: subscription.id,
    status: subscription.status,
    priceId: subscription.priceId,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    observedAt,
  });
  return decision;
}

/** After the app itself changed the subscription at the provider: store the answer at once. */
export async function storeProviderAnswer(
  deps: BillingDeps,
  userId: string,
  snapshot: SubscriptionSnapshot,
): Promise<void> {
  await deps.db
    .transaction()
    .execute((trx) =>
      applySubscriptionSnapshot(trx, deps, { userId, snapshot, source: 'provider' }),
    );
}
