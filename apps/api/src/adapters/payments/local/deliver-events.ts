import { signWebhookPayload } from '../webhook-signature.ts';
import type { LocalBillingContext } from './local-context.ts';

/**
 * Delivers events one by one, each signed as Stripe signs (with the wall-clock time, as Stripe
 * does even under a test clock), to the app's webhook handler. Delivery failures are logged, not
 * thrown: the payment has happened, and the app re-reads the truth on the next event or on the
 * return from checkout.
 */
export async function deliverEvents(
  ctx: LocalBillingContext,
  events: { id: string; type: string }[],
): Promise<void> {
  for (const event of events) {
    const payload = JSON.stringify(event);
    try {
      await ctx.deliver(
        Buffer.from(payload, 'utf8'),
        signWebhookPayload(payload, ctx.webhookSecret),
      );
    } catch (err) {
      ctx.log.error({ err, eventId: event.id, type: event.type }, 'local webhook delivery failed');
    }
  }
}
