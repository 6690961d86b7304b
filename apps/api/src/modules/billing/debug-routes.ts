import {
  AdvanceBillingClockRequestSchema,
  type DebugSubscriptionResponse,
} from '@resumio/contract';
import type { FastifyInstance } from 'fastify';
import type { LocalBilling } from '../../adapters/payments/local/local-billing.ts';
import { validate } from '../../lib/validate.ts';
import type { BillingDeps } from './billing-deps.ts';
import { getSubscriptionStatus } from './get-subscription-status.ts';
import { findSubscription, listCheckoutSessions } from './repository.ts';

/** Registered only with BILLING_DEBUG on; otherwise these paths answer 404. */
export default async function debugRoutes(
  app: FastifyInstance,
  { deps, local }: { deps: BillingDeps; local: LocalBilling | null },
) {
  app.get(
    '/api/stripe/debug-subscription',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const userId = request.user.id;
      const body: DebugSubscriptionResponse = {
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
      };
      return reply.header('cache-control', 'no-store').send(body);
    },
  );

  // The billing clock drives the local provider only; Stripe has test clocks of its own.
  if (local) {
    app.post(
      '/api/stripe/debug/advance-clock',
      { preHandler: app.authenticate },
      async (request) => {
        const { days } = validate(AdvanceBillingClockRequestSchema, request.body ?? {});
        return local.advanceClock({ days });
      },
    );
  }
}
