import { WebhookAckSchema } from '@resumio/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponsesFor } from '../../lib/error-responses.ts';
import type { BillingDeps } from './billing-deps.ts';
import { receiveWebhook } from './receive-webhook.ts';

/** Error answers listing the shared codes and this module's own. */
const errorResponses = errorResponsesFor([
  'WEBHOOK_SIGNATURE_INVALID',
  'WEBHOOK_PAYLOAD_INVALID',
  'PAYMENT_PROVIDER_ERROR',
]);

/**
 * POST /api/stripe/webhook, in a scope of its own so that only here JSON arrives as raw bytes:
 * the signature covers the exact bytes sent, so the body has no schema to parse it by; the
 * use-case verifies, then reads it. No bearer token; the signature is the credential.
 */
const webhookRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/stripe/webhook',
    {
      schema: {
        tags: ['billing'],
        summary: "The payment provider's signed events (Stripe-Signature header)",
        response: { 200: WebhookAckSchema, ...errorResponses(400, 502) },
      },
    },
    async (request) => {
      const header = request.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return receiveWebhook(deps, rawBody, typeof header === 'string' ? header : undefined);
    },
  );
};

export default webhookRoutes;
