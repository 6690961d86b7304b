import type { ProviderSubscription } from '../../adapters/payments/payment-provider.ts';
import type { SubscriptionRow } from './repository.ts';

/**
 * Where news about a subscription came from: re-read from the provider (the truth at that
 * instant), or taken from an event's payload when the provider no longer has the object.
 */
export type SnapshotSource = 'provider' | 'created-event' | 'event';

export type UpdateDecision = 'apply' | 'stale' | 'ended' | 'not-first' | 'other-subscription';

const live = (status: string | null | undefined) => status === 'active' || status === 'past_due';

/**
 * Whether news about a subscription may replace what is stored. Events arrive late, twice, and
 * out of order, so:
 * - news older (on the provider's clock) than what was last applied is stale;
 * - a canceled subscription never comes back (Stripe's rule), so it stays canceled;
 * - a `created` payload is the first state of its subscription, so anything already held about
 *   that subscription is at least as new;
 * - news of another subscription that is over does not replace a live one (an old subscription's
 *   late `deleted` after the user subscribed again).
 */
export function decideSubscriptionUpdate(
  current: Pick<SubscriptionRow, 'subscription_id' | 'status' | 'last_event_at'> | undefined,
  incoming: { subscription: ProviderSubscription; observedAt: string; source: SnapshotSource },
): UpdateDecision {
  if (!current?.subscription_id) return 'apply';
  if (
    current.last_event_at &&
    Date.parse(incoming.observedAt) < Date.parse(current.last_event_at)
  ) {
    return 'stale';
  }
  if (current.subscription_id !== incoming.subscription.id) {
    return live(current.status) && !live(incoming.subscription.status)
      ? 'other-subscription'
      : 'apply';
  }
  if (current.status === 'canceled' && incoming.subscription.status !== 'canceled') return 'ended';
  if (incoming.source === 'created-event') return 'not-first';
  return 'apply';
}
