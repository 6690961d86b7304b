import type { FastifyInstance } from 'fastify';
import type { BillingDeps } from './billing-deps.ts';
import { receiveWebhook } from './receive-webhook.ts';

/**
 * POST /api/stripe/webhook, in a scope of its own so that only here JSON arrives as raw bytes:
 * the signature covers the exact bytes sent. No bearer token; the signature is the credential.
 */
export default async function webhookRoutes(app: FastifyInstance, { deps }: { deps: BillingDeps }) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/stripe/webhook', async (request) => {
    const header = request.headers['stripe-signature'];
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return receiveWebhook(deps, rawBody, typeof header === 'string' ? header : undefined);
  });
}
