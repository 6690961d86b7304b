import type { WebhookAck } from '@resumio/contract';
import { WebhookSignatureError } from '../../adapters/payments/payment-provider.ts';
import { WebhookPayloadError } from '../../adapters/payments/webhook-signature.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BillingDeps } from './billing-deps.ts';
import { handleWebhookEvent } from './handle-webhook-event.ts';
import { providerCall } from './provider-call.ts';
import { WebhookEventSchema } from './webhook-event.ts';

/**
 * The one way provider events enter the app, whether Stripe posts them or the local provider
 * hands them over: verify the signature on the raw bytes, read the envelope, apply.
 */
export async function receiveWebhook(
  deps: BillingDeps,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): Promise<WebhookAck> {
  let payload: unknown;
  try {
    payload = deps.provider.verifyWebhook(rawBody, signatureHeader);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      deps.log.warn({ reason: error.message }, 'webhook signature rejected');
      throw new AppError(
        'WEBHOOK_SIGNATURE_INVALID',
        'The webhook signature could not be verified.',
      );
    }
    if (error instanceof WebhookPayloadError) {
      throw new AppError('WEBHOOK_PAYLOAD_INVALID', 'The webhook body is not a valid event.');
    }
    throw error;
  }
  const event = WebhookEventSchema.safeParse(payload);
  if (!event.success)
    throw new AppError('WEBHOOK_PAYLOAD_INVALID', 'The webhook body is not a valid event.');
  // A provider outage answers 502, so the provider delivers the event again later.
  const outcome = await providerCall(deps, () => handleWebhookEvent(deps, event.data));
  return { received: true, outcome };
}
