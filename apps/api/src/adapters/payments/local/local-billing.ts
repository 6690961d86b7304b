import type { PaymentProvider } from '../payment-provider.ts';
import { advanceBillingClock } from './advance-billing-clock.ts';
import { clockNow, clockOffsetSeconds } from './billing-clock.ts';
import { lookUpCheckoutSession } from './checkout-session-view.ts';
import type { LocalBillingContext } from './local-context.ts';
import { createLocalProvider } from './local-provider.ts';
import { invoicePdf } from './invoice-pdf-file.ts';
import { payCheckoutSession } from './pay-checkout-session.ts';
import type { CardForm } from './test-cards.ts';

/** The local provider: the port for the app, plus what only it has (its page and its clock). */
export interface LocalBilling {
  provider: PaymentProvider;
  publicUrl: string;
  lookUp(sessionId: string): ReturnType<typeof lookUpCheckoutSession>;
  pay(sessionId: string, form: CardForm): ReturnType<typeof payCheckoutSession>;
  advanceClock(options?: { days?: number | undefined }): ReturnType<typeof advanceBillingClock>;
  clock(): Promise<{ now: string; offsetSeconds: number }>;
  /** The invoice behind a PDF link, drawn; null when the link names none. */
  invoicePdf(token: string): ReturnType<typeof invoicePdf>;
}

export function createLocalBilling(ctx: LocalBillingContext): LocalBilling {
  return {
    provider: createLocalProvider(ctx),
    publicUrl: ctx.publicUrl,
    lookUp: (sessionId) => lookUpCheckoutSession(ctx, sessionId),
    pay: (sessionId, form) => payCheckoutSession(ctx, sessionId, form),
    advanceClock: (options) => advanceBillingClock(ctx, options),
    invoicePdf: (token) => invoicePdf(ctx, token),
    clock: async () => ({
      now: (await clockNow(ctx.db)).toISOString(),
      offsetSeconds: await clockOffsetSeconds(ctx.db),
    }),
  };
}
