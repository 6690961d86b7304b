import type { SubscriptionsTable } from '@resumio/db';
import type { DialectName } from '@resumio/db';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { buildTestApp, type TestApp, type TestAppOverrides } from '../helpers/build-test-app.ts';
import { startTestIssuer, type TestIssuer } from '../helpers/test-issuer.ts';

export const LOCAL_SECRET = 'whsec_local_test_secret_0123456789';
export const PREMIUM_PRICE = 'price_resumio_premium_monthly';

export interface SignedInUser {
  id: string;
  token: string;
  headers: { authorization: string };
}

export interface BillingTestApp extends TestApp {
  issuer: TestIssuer;
  signIn(sub: string, email?: string): Promise<SignedInUser>;
}

/** The API on a fresh database, trusting a test issuer, with the billing routes in place. */
export async function buildBillingTestApp(
  dialect: DialectName,
  env: Record<string, string | undefined> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
  overrides: TestAppOverrides = {},
): Promise<BillingTestApp> {
  const issuer = await startTestIssuer();
  const t = await buildTestApp(
    dialect,
    { ...issuer.env, LOCAL_WEBHOOK_SECRET: LOCAL_SECRET, RATE_LIMIT_MAX: '100000', ...env },
    beforeReady,
    overrides,
  );
  return {
    ...t,
    issuer,
    async signIn(sub, email = `${sub}@example.com`) {
      const token = await issuer.issueToken({ sub, email, name: sub });
      const headers = { authorization: `Bearer ${token}` };
      // The first authenticated request creates the user.
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/stripe/subscription-status',
        headers,
      });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
      const user = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('issuer', '=', issuer.issuer)
        .where('subject', '=', sub)
        .executeTakeFirstOrThrow();
      return { id: user.id, token, headers };
    },
    async close() {
      await t.close();
      await issuer.close();
    },
  };
}

/** Writes a user's stored subscription directly (a factory for gate and validation tests). */
export async function setSubscription(
  t: TestApp,
  userId: string,
  state: Partial<SubscriptionsTable> & { status: string | null },
): Promise<void> {
  const now = new Date().toISOString();
  const row: SubscriptionsTable = {
    user_id: userId,
    provider: 'local',
    customer_id: `cus_fixture_${userId.slice(0, 8)}`,
    subscription_id: state.status ? `sub_fixture_${userId}` : null,
    plan_type: state.status ? 'premium' : 'free',
    price_id: PREMIUM_PRICE,
    current_period_end: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    cancel_at_period_end: 0,
    last_event_at: null,
    created_at: now,
    updated_at: now,
    ...state,
  };
  await t.database.db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...row, user_id: undefined }))
    .execute();
}

// Signs with the Stripe SDK's own test signer, so the API's verifier is checked against Stripe's
// scheme rather than against its local counterpart.
const stripeSdk = new Stripe('sk_test_unused');

/** The `stripe-signature` header Stripe would send for this payload. */
export function stripeSignature(payload: string, secret = LOCAL_SECRET, timestamp?: number) {
  return stripeSdk.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}

export function signedWebhook(
  payload: string,
  { secret = LOCAL_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  return {
    method: 'POST' as const,
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignature(payload, secret, timestamp),
    },
    payload,
  };
}

let eventCounter = 0;
export function stripeEvent(
  type: string,
  object: unknown,
  created = Math.floor(Date.now() / 1000),
) {
  eventCounter += 1;
  return {
    id: `evt_test_${Date.now().toString(36)}_${eventCounter}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    type,
    data: { object },
  };
}

/** A Stripe-shaped subscription object for crafted events. */
export function subscriptionPayload(options: {
  id: string;
  customer: string;
  userId: string;
  status: string;
  cancelAtPeriodEnd?: boolean;
  periodEnd?: number;
  price?: string;
}) {
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer,
    status: options.status,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    created: Math.floor(Date.now() / 1000) - 60,
    metadata: { userId: options.userId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${options.id}`,
          object: 'subscription_item',
          current_period_end: options.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400,
          price: { id: options.price ?? PREMIUM_PRICE, object: 'price' },
        },
      ],
    },
  };
}

export const json = (body: string) => JSON.parse(body) as Record<string, unknown>;
