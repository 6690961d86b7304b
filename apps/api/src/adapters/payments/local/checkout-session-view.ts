import { formatDollars, monthlyPrice, priceText } from '@resumio/contract';
import type { LocalBillingCheckoutSessionsTable } from '@resumio/db';
import { clockNow } from './billing-clock.ts';
import type { LocalBillingContext } from './local-context.ts';
import * as local from './local-repository.ts';

export interface OpenCheckoutSession {
  session: LocalBillingCheckoutSessionsTable;
  /** What the Pay button charges, in cents. */
  amountCents: number;
  amountLabel: string;
  priceNote: string;
  /** Setup mode: the card on file and whether a payment is owed. */
  cardOnFile: string | null;
  paymentDue: boolean;
}

export type CheckoutSessionLookup =
  | { state: 'not_found' }
  | { state: 'expired'; session: LocalBillingCheckoutSessionsTable }
  | { state: 'complete'; redirectTo: string }
  | ({ state: 'open' } & OpenCheckoutSession);

export function successRedirect(session: LocalBillingCheckoutSessionsTable): string {
  return session.success_url.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id));
}

/** Reads a session for its hosted page, with what it would charge right now. */
export async function lookUpCheckoutSession(
  ctx: LocalBillingContext,
  sessionId: string,
): Promise<CheckoutSessionLookup> {
  const session = await local.findSession(ctx.db, sessionId);
  if (!session) return { state: 'not_found' };
  if (session.status === 'complete')
    return { state: 'complete', redirectTo: successRedirect(session) };
  const now = await clockNow(ctx.db);
  if (session.status !== 'open' || new Date(session.expires_at) <= now)
    return { state: 'expired', session };

  let amount = monthlyPrice(now, ctx.pricing);
  let cardOnFile: string | null = null;
  let paymentDue = true;
  if (session.mode === 'setup' && session.subscription_id) {
    const sub = await local.findSubscription(ctx.db, session.subscription_id);
    cardOnFile = sub?.card_last4 ?? null;
    paymentDue = sub?.status === 'past_due';
    if (sub) amount = sub.amount_cents / 100;
  }
  return {
    state: 'open',
    session,
    amountCents: Math.round(amount * 100),
    amountLabel: formatDollars(amount),
    priceNote: priceText(now, ctx.pricing),
    cardOnFile,
    paymentDue,
  };
}
