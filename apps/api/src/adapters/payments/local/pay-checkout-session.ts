import type { LocalBillingSubscriptionsTable } from '@resumio/db';
import { addMonth, clockNow } from './billing-clock.ts';
import {
  lookUpCheckoutSession,
  successRedirect,
  type OpenCheckoutSession,
} from './checkout-session-view.ts';
import { deliverEvents } from './deliver-events.ts';
import type { LocalBillingContext } from './local-context.ts';
import { localId } from './local-ids.ts';
import { payOpenInvoice, recordInvoice } from './local-invoices.ts';
import * as local from './local-repository.ts';
import {
  checkoutSessionObject,
  eventObject,
  invoiceObject,
  subscriptionObject,
} from './stripe-objects.ts';
import { checkCard, type CardField, type CardForm } from './test-cards.ts';

export type PayOutcome =
  | { result: 'not_found' }
  | { result: 'expired' }
  | { result: 'paid'; redirectTo: string }
  | {
      result: 'rejected';
      view: OpenCheckoutSession;
      fieldErrors: Partial<Record<CardField, string>>;
      formError: string | null;
    };

class AlreadyCompleted extends Error {}

/**
 * Takes a payment on the local checkout page: checks the card as Stripe's test mode would, records
 * the subscription on the provider's side, then sends the app the events Stripe would send.
 */
export async function payCheckoutSession(
  ctx: LocalBillingContext,
  sessionId: string,
  form: CardForm,
): Promise<PayOutcome> {
  const found = await lookUpCheckoutSession(ctx, sessionId);
  if (found.state === 'not_found') return { result: 'not_found' };
  if (found.state === 'expired') return { result: 'expired' };
  if (found.state === 'complete') return { result: 'paid', redirectTo: found.redirectTo };

  const now = await clockNow(ctx.db);
  const check = checkCard(form, now);
  const reject = (fieldErrors: Partial<Record<CardField, string>>, formError: string | null) =>
    ({ result: 'rejected', view: found, fieldErrors, formError }) as const;
  if (check.outcome === 'invalid') return reject(check.fieldErrors, null);
  if (check.outcome === 'declined') return reject({}, check.message);

  const { session } = found;
  const at = now.toISOString();
  const email = form.email.trim();
  const events: { id: string; type: string }[] = [];

  try {
    if (session.mode === 'subscription') {
      if (await local.findLiveSubscriptionOfCustomer(ctx.db, session.customer_id)) {
        return reject({}, 'You already have an active subscription.');
      }
      const sub: LocalBillingSubscriptionsTable = {
        id: localId('sub'),
        customer_id: session.customer_id,
        user_id: session.user_id,
        price_id: session.price_id,
        status: 'active',
        card_last4: check.card.last4,
        card_brand: check.card.brand,
        card_exp_month: check.card.expMonth,
        card_exp_year: check.card.expYear,
        card_behaviour: check.behaviour,
        amount_cents: found.amountCents,
        current_period_start: at,
        current_period_end: addMonth(now).toISOString(),
        cancel_at_period_end: 0,
        canceled_at: null,
        ended_at: null,
        created_at: at,
        updated_at: at,
      };
      const invoice = await ctx.db.transaction().execute(async (trx) => {
        if (!(await local.completeSession(trx, session.id, sub.id, at)))
          throw new AlreadyCompleted();
        await local.insertSubscription(trx, sub);
        await local.updateCustomerEmail(trx, session.customer_id, email);
        return recordInvoice(trx, {
          subscription: sub,
          amountCents: sub.amount_cents,
          paid: true,
          billingReason: 'subscription_create',
          at,
          periodStart: sub.current_period_start,
          periodEnd: sub.current_period_end,
          email,
        });
      });
      const completed = (await local.findSession(ctx.db, session.id))!;
      events.push(
        eventObject(
          'checkout.session.completed',
          checkoutSessionObject(completed, found.amountCents),
          at,
        ),
        eventObject('customer.subscription.created', subscriptionObject(sub), at),
        eventObject('invoice.paid', invoiceObject(invoice, sub), at),
      );
    } else {
      const sub = session.subscription_id
        ? await local.findSubscription(ctx.db, session.subscription_id)
        : undefined;
      if (!sub || !(local.LIVE_STATUSES as readonly string[]).includes(sub.status)) {
        return reject({}, 'This subscription can no longer be updated.');
      }
      const wasPastDue = sub.status === 'past_due';
      const { updated, paidInvoice } = await ctx.db.transaction().execute(async (trx) => {
        if (!(await local.completeSession(trx, session.id, sub.id, at)))
          throw new AlreadyCompleted();
        // The new card pays the open invoice at once; the period it covers does not move.
        const next = await local.updateSubscription(trx, sub.id, {
          card_last4: check.card.last4,
          card_brand: check.card.brand,
          card_exp_month: check.card.expMonth,
          card_exp_year: check.card.expYear,
          card_behaviour: check.behaviour,
          status: 'active',
          updated_at: at,
        });
        if (!wasPastDue) return { updated: next, paidInvoice: null };
        const open = await local.findOpenInvoice(trx, sub.id);
        // A renewal that failed before invoices were kept has none to pay: bill the period now.
        const invoice = open
          ? await payOpenInvoice(trx, open, next, at)
          : await recordInvoice(trx, {
              subscription: next,
              amountCents: next.amount_cents,
              paid: true,
              billingReason: 'subscription_cycle',
              at,
              periodStart: next.current_period_start,
              periodEnd: next.current_period_end,
              email,
            });
        return { updated: next, paidInvoice: invoice };
      });
      if (paidInvoice) {
        events.push(
          eventObject('invoice.paid', invoiceObject(paidInvoice, updated), at),
          eventObject('customer.subscription.updated', subscriptionObject(updated), at, {
            status: 'past_due',
          }),
        );
      }
      const completed = (await local.findSession(ctx.db, session.id))!;
      events.push(
        eventObject(
          'checkout.session.completed',
          checkoutSessionObject(completed, found.amountCents),
          at,
        ),
      );
    }
  } catch (error) {
    // A second submit raced the first: the first one paid.
    if (error instanceof AlreadyCompleted)
      return { result: 'paid', redirectTo: successRedirect(session) };
    throw error;
  }

  await deliverEvents(ctx, events);
  return { result: 'paid', redirectTo: successRedirect(session) };
}
