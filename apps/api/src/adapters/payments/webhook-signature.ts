import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { WebhookSignatureError } from './payment-provider.ts';

/** Stripe's tolerance for the signed timestamp, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Signs a payload exactly as Stripe does: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`,
 * keyed with the whole `whsec_…` secret. The local provider signs its events with this.
 */
export function signWebhookPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** A body whose signature holds but which is not a JSON event. */
export class WebhookPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}

/**
 * Verifies with the official SDK's `constructEvent` for both providers, so the local provider's
 * events pass exactly the check Stripe's do (several v1 signatures, 300 s tolerance,
 * constant-time compare). Returns the parsed payload.
 */
export function verifyWebhookSignature(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
): unknown {
  if (!signatureHeader) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  try {
    return Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(error.message);
    }
    // constructEvent parses only after the signature holds.
    throw new WebhookPayloadError('The webhook body is not valid JSON.');
  }
}
