import {
  BillingDetailsResponseSchema,
  CheckoutSessionResponseSchema,
  CheckoutSessionStatusResponseSchema,
  CreateCheckoutSessionRequestSchema,
  EmptyRequestSchema,
  PortalSessionResponseSchema,
  SubscriptionStatusResponseSchema,
} from '@resumio/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import localCheckoutRoutes from '../../adapters/payments/local/checkout-routes.ts';
import type { Config } from '../../config.ts';
import { BEARER_AUTH } from '../../lib/bearer-auth.ts';
import { errorResponsesFor } from '../../lib/error-responses.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { BillingDeps } from './billing-deps.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { createBilling } from './create-billing.ts';
import { createCheckoutSession, type BillingUser } from './create-checkout-session.ts';
import { createPortalSession } from './create-portal-session.ts';
import debugRoutes from './debug-routes.ts';
import { getBillingDetails } from './get-billing-details.ts';
import { getCheckoutSession } from './get-checkout-session.ts';
import { getSubscriptionStatus } from './get-subscription-status.ts';
import { acceptEmptyJson } from '../../lib/accept-empty-json.ts';
import { priceIdError } from './price-id-errors.ts';
import { resumeSubscription } from './resume-subscription.ts';
import webhookRoutes from './webhook-routes.ts';

/** Error answers listing the shared codes and this module's own. */
const errorResponses = errorResponsesFor(['PAYMENT_PROVIDER_ERROR']);

const billingUser = (request: FastifyRequest): BillingUser => {
  const { id, email } = requireUser(request);
  return { id, email };
};

const SessionParamsSchema = z.object({ sessionId: z.string() });

/** Plans, checkout and subscriptions (docs/decisions/005): /api/stripe/*, and local checkout. */
const billingRoutes: FastifyPluginAsyncZod<{
  config: Config;
  /** Hands the wired billing to modules that call the provider too (account deletion). */
  onBilling?: (deps: BillingDeps) => void;
}> = async (app, { config, onBilling }) => {
  const { deps, local } = await createBilling({
    config,
    db: app.db,
    dialect: app.database.dialect,
    log: app.log,
  });
  onBilling?.(deps);

  await app.register(async (scope) => {
    acceptEmptyJson(scope);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    // Before validation, as a request without a token is refused whatever its body says.
    const preValidation = api.authenticate;
    const tags = ['billing'];
    const security = BEARER_AUTH;

    api.post(
      '/api/stripe/create-checkout-session',
      {
        preValidation,
        // Paying waits for a confirmed address: receipts and account mail must reach the payer.
        preHandler: api.requireVerifiedEmail,
        config: { invalidRequest: priceIdError },
        schema: {
          tags,
          security,
          summary: 'Open a hosted checkout for the premium price',
          body: CreateCheckoutSessionRequestSchema,
          response: {
            200: CheckoutSessionResponseSchema,
            ...errorResponses(
              400,
              'INVALID_PRICE_ID',
              'INVALID_PRICE_ID_FORMAT',
              'INVALID_STRIPE_REQUEST',
              401,
              'ALREADY_PREMIUM',
              'SUBSCRIPTION_PAST_DUE',
              'EMAIL_NOT_VERIFIED',
              502,
            ),
          },
        },
      },
      async (request) => createCheckoutSession(deps, billingUser(request), request.body),
    );

    api.get(
      '/api/stripe/subscription-status',
      {
        preValidation,
        schema: {
          tags,
          security,
          summary: "The signed-in user's plan",
          response: { 200: SubscriptionStatusResponseSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .send(await getSubscriptionStatus(deps.db, requireUser(request).id)),
    );

    api.post(
      '/api/stripe/cancel-subscription',
      {
        preValidation,
        schema: {
          tags,
          security,
          summary: 'Cancel at the end of the paid period',
          body: EmptyRequestSchema,
          response: {
            200: SubscriptionStatusResponseSchema,
            ...errorResponses(401, 'NO_ACTIVE_SUBSCRIPTION', 502),
          },
        },
      },
      async (request) => cancelSubscription(deps, requireUser(request).id),
    );

    api.post(
      '/api/stripe/resume-subscription',
      {
        preValidation,
        schema: {
          tags,
          security,
          summary: 'Undo a cancellation before the period ends',
          body: EmptyRequestSchema,
          response: {
            200: SubscriptionStatusResponseSchema,
            ...errorResponses(401, 'NOTHING_TO_RESUME', 502),
          },
        },
      },
      async (request) => resumeSubscription(deps, requireUser(request).id),
    );

    api.post(
      '/api/stripe/create-portal-session',
      {
        preValidation,
        schema: {
          tags,
          security,
          summary: 'Where a subscriber updates their card (and a past-due one pays what is due)',
          body: EmptyRequestSchema,
          response: {
            200: PortalSessionResponseSchema,
            ...errorResponses(401, 'NO_ACTIVE_SUBSCRIPTION', 502),
          },
        },
      },
      async (request) => createPortalSession(deps, billingUser(request)),
    );

    api.get(
      '/api/stripe/billing-details',
      {
        preValidation,
        schema: {
          tags,
          security,
          summary: "The signed-in user's card on file and past invoices",
          response: {
            200: BillingDetailsResponseSchema,
            ...errorResponses(401, 502),
          },
        },
      },
      async (request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .send(await getBillingDetails(deps, requireUser(request).id)),
    );

    api.get(
      '/api/stripe/checkout-session/:sessionId',
      {
        preValidation,
        schema: {
          tags,
          security,
          summary: "The caller's checkout session after the return from checkout",
          params: SessionParamsSchema,
          response: {
            200: CheckoutSessionStatusResponseSchema,
            ...errorResponses(401, 'CHECKOUT_SESSION_NOT_FOUND', 502),
          },
        },
      },
      async (request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .send(await getCheckoutSession(deps, requireUser(request).id, request.params.sessionId)),
    );

    if (config.billing.debug) await api.register(debugRoutes, { deps, local });
  });

  await app.register(webhookRoutes, { deps });
  if (local) await app.register(localCheckoutRoutes, { local });
};

export default billingRoutes;
