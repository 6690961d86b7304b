import type { FastifyInstance } from 'fastify';
import localCheckoutRoutes from '../../adapters/payments/local/checkout-routes.ts';
import type { Config } from '../../config.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { createBilling } from './create-billing.ts';
import { createCheckoutSession } from './create-checkout-session.ts';
import { createPortalSession } from './create-portal-session.ts';
import debugRoutes from './debug-routes.ts';
import { getCheckoutSession } from './get-checkout-session.ts';
import { getSubscriptionStatus } from './get-subscription-status.ts';
import { acceptEmptyJson } from './lenient-json.ts';
import { resumeSubscription } from './resume-subscription.ts';
import webhookRoutes from './webhook-routes.ts';

/** Plans, checkout and subscriptions: /api/stripe/* (spec §7), and the local checkout page. */
export default async function billingRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const { deps, local } = await createBilling({
    config,
    db: app.db,
    dialect: app.database.dialect,
    log: app.log,
  });

  await app.register(async (api) => {
    acceptEmptyJson(api);
    const signedIn = { preHandler: api.authenticate };
    const user = (request: { user: { id: string; email: string | null } }) => ({
      id: request.user.id,
      email: request.user.email,
    });

    api.post('/api/stripe/create-checkout-session', signedIn, async (request) =>
      createCheckoutSession(deps, user(request), request.body),
    );

    api.get('/api/stripe/subscription-status', signedIn, async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await getSubscriptionStatus(deps.db, request.user.id)),
    );

    api.post('/api/stripe/cancel-subscription', signedIn, async (request) =>
      cancelSubscription(deps, request.user.id),
    );

    api.post('/api/stripe/resume-subscription', signedIn, async (request) =>
      resumeSubscription(deps, request.user.id),
    );

    api.post('/api/stripe/create-portal-session', signedIn, async (request) =>
      createPortalSession(deps, user(request)),
    );

    api.get<{ Params: { sessionId: string } }>(
      '/api/stripe/checkout-session/:sessionId',
      signedIn,
      async (request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .send(await getCheckoutSession(deps, request.user.id, request.params.sessionId)),
    );

    if (config.billing.debug) await api.register(debugRoutes, { deps, local });
  });

  await app.register(webhookRoutes, { deps });
  if (local) await app.register(localCheckoutRoutes, { local });
}
