import type { BillingDeps } from './billing-deps.ts';
import { listOpenCheckoutSessions, setCheckoutSessionStatus } from './repository.ts';

/**
 * One open checkout per user: two tabs paid one after the other would start two subscriptions,
 * billed twice. Best effort: a session the provider will not expire (already paid, already
 * expired) is left to its own events.
 */
export async function expireOpenCheckoutSessions(deps: BillingDeps, userId: string): Promise<void> {
  const open = await listOpenCheckoutSessions(
    deps.db,
    userId,
    deps.provider.name,
    new Date().toISOString(),
  );
  for (const { id } of open) {
    try {
      await deps.provider.expireCheckoutSession(id);
      await setCheckoutSessionStatus(deps.db, id, 'expired');
    } catch (err) {
      deps.log.warn({ err, sessionId: id }, 'could not expire an open checkout session');
    }
  }
}
