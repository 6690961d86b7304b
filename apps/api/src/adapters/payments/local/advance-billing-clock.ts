import { monthlyPrice, type AdvanceBillingClockResponse } from '@resumio/contract';
import type { LocalBillingSubscriptionsTable } from '@resumio/db';
import { addMonth, advanceClockTo, clockNow } from './billing-clock.ts';
import { deliverEvents } from './deliver-events.ts';
import type { LocalBillingContext } from './local-context.ts';
import { recordInvoice } from './local-invoices.ts';
import * as local from './local-repository.ts';
import { eventObject, invoiceObject, subscriptionObject } from './stripe-objects.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A jump of years still ends; each round renews every due subscription once. */
const MAX_ROUNDS = 1000;

type Outcome = 'renewed' | 'failed' | 'canceled';

/**
 * What Stripe does at a period end: a subscription set to cancel ends; one still unpaid from the
 * last renewal ends too (its retries are exhausted); otherwise the card on file is charged, and a
 * 0341 card fails, leaving the subscription past due for a new period.
 */
async function renew(
  ctx: LocalBillingContext,
  sub: LocalBillingSubscriptionsTable,
): Promise<Outcome> {
  const at = sub.current_period_end;
  if (sub.cancel_at_period_end === 1 || sub.status === 'past_due') {
    const ended = await local.updateSubscription(ctx.db, sub.id, {
      status: 'canceled',
      ended_at: at,
      canceled_at: sub.canceled_at ?? at,
      updated_at: at,
    });
    await deliverEvents(ctx, [
      eventObject('customer.subscription.deleted', subscriptionObject(ended), at),
    ]);
    return 'canceled';
  }

  const periodEnd = addMonth(new Date(at)).toISOString();
  const fails = sub.card_behaviour === 'fails_at_renewal';
  const amountCents = Math.round(monthlyPrice(new Date(at), ctx.pricing) * 100);
  // The period moves on and its bill is written together: one invoice per period, never two.
  const { next, invoice } = await ctx.db.transaction().execute(async (trx) => {
    const renewed = await local.updateSubscription(trx, sub.id, {
      status: fails ? 'past_due' : 'active',
      current_period_start: at,
      current_period_end: periodEnd,
      amount_cents: amountCents,
      updated_at: at,
    });
    const customer = await local.findCustomer(trx, sub.customer_id);
    const bill = await recordInvoice(trx, {
      subscription: renewed,
      amountCents,
      paid: !fails,
      billingReason: 'subscription_cycle',
      at,
      periodStart: at,
      periodEnd,
      email: customer?.email ?? null,
    });
    return { next: renewed, invoice: bill };
  });
  await deliverEvents(ctx, [
    eventObject(
      fails ? 'invoice.payment_failed' : 'invoice.paid',
      invoiceObject(invoice, next),
      at,
    ),
    eventObject('customer.subscription.updated', subscriptionObject(next), at, {
      ...(fails ? { status: sub.status } : {}),
      items: subscriptionObject(sub).items,
    }),
  ]);
  return fails ? 'failed' : 'renewed';
}

/**
 * Moves the local provider's clock forward — by `days`, or to the next period end of any live
 * subscription — and runs every renewal that falls due on the way.
 */
export async function advanceBillingClock(
  ctx: LocalBillingContext,
  { days }: { days?: number | undefined } = {},
): Promise<AdvanceBillingClockResponse> {
  const now = await clockNow(ctx.db);
  let target = now;
  if (days) target = new Date(now.getTime() + days * DAY_MS);
  else {
    const next = await local.nextPeriodEnd(ctx.db);
    if (next && new Date(next) > now) target = new Date(next);
  }
  const reached = await advanceClockTo(ctx.db, target);

  const summary: AdvanceBillingClockResponse = {
    now: reached.toISOString(),
    renewed: [],
    failed: [],
    canceled: [],
  };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = await local.listDueSubscriptions(ctx.db, reached.toISOString());
    if (due.length === 0) break;
    for (const sub of due) summary[await renew(ctx, sub)].push(sub.id);
  }
  return summary;
}
