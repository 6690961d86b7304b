import {
  AdvanceBillingClockRequestSchema,
  AdvanceBillingClockResponseSchema,
  DebugSubscriptionResponseSchema,
} from '@resumio/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LocalBilling } from '../../adapters/payments/local/local-billing.ts';
import { BEARER_AUTH } from '../../lib/bearer-auth.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { BillingDeps } from './billing-deps.ts';
import { getSubscriptionStatus } from './get-subscription-status.ts';
import { findSubscription, listCheckoutSessions } from './repository.ts';

/** Registered only with BILLING_DEBUG on; otherwise these paths answer 404. */
const debugRoutes: FastifyPluginAsyncZod<{
  deps: BillingDeps;
  local: LocalBilling | null;
}> = async (app, { deps, local }) => {
  const tags = ['billing (debug)'];
  app.get(
    '/api/stripe/debug-subscription',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: BEARER_AUTH,
        summary: 'The stored subscription state, for people (BILLING_DEBUG only)',
        response: { 200: DebugSubscriptionResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      return reply.header('cache-control', 'no-store').send({
        provider: deps.provider.name,
        status: await getSubscriptionStatus(deps.db, userId),
        stored:
          ((await findSubscription(deps.db, userId)) as Record<string, unknown> | undefined) ??
          null,
        checkoutSessions: (await listCheckoutSessions(deps.db, userId, 10)) as unknown as Record<
          string,
          unknown
        >[],
        billingClock: local ? await local.clock() : null,
      });
    },
  );

  // The billing clock drives the local provider only; Stripe has test clocks of its own.
  if (local) {
    app.post(
      '/api/stripe/debug/advance-clock',
      {
        preValidation: app.authenticate,
        schema: {
          tags,
          security: BEARER_AUTH,
          summary: "Move the local provider's clock on (BILLING_DEBUG only)",
          body: AdvanceBillingClockRequestSchema.optional(),
          response: { 200: AdvanceBillingClockResponseSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => local.advanceClock({ days: request.body?.days }),
    );
  }
};

export default debugRoutes;
