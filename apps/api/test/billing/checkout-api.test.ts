import {
  ApiErrorBodySchema,
  CheckoutSessionResponseSchema,
  CheckoutSessionStatusResponseSchema,
  PublicConfigSchema,
  subscriptionErrorMessages,
  SubscriptionStatusResponseSchema,
} from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../helpers/build-test-app.ts';
import {
  buildBillingTestApp,
  PREMIUM_PRICE,
  setSubscription,
  type BillingTestApp,
  type SignedInUser,
} from './support.ts';

function expectError(res: { statusCode: number; body: string }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ApiErrorBodySchema.parse(JSON.parse(res.body));
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

describe.each(testDialects())('billing API on %s', (dialect) => {
  let t: BillingTestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await buildBillingTestApp(dialect);
    ada = await t.signIn('ada');
    bob = await t.signIn('bob');
  });
  afterAll(async () => t?.close());

  const checkout = (user: SignedInUser, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('asks for a bearer token on every endpoint but the webhook', async () => {
    for (const [method, url] of [
      ['POST', '/api/stripe/create-checkout-session'],
      ['GET', '/api/stripe/subscription-status'],
      ['POST', '/api/stripe/cancel-subscription'],
      ['POST', '/api/stripe/resume-subscription'],
      ['POST', '/api/stripe/create-portal-session'],
      ['GET', '/api/stripe/checkout-session/cs_x'],
    ] as const) {
      expectError(await t.app.inject({ method, url }), 401, 'TOKEN_MISSING');
    }
  });

  it('answers a user who never subscribed as free, with no status', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/stripe/subscription-status',
      headers: ada.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      planType: 'free',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    });
    expect(SubscriptionStatusResponseSchema.safeParse(res.json()).success).toBe(true);
  });

  describe('create-checkout-session validation', () => {
    it.each([
      ['a missing priceId', {}],
      ['an empty priceId', { priceId: '' }],
      ['a blank priceId', { priceId: '   ' }],
      ['a non-string priceId', { priceId: 42 }],
      ['a null priceId', { priceId: null }],
    ])('answers 400 INVALID_PRICE_ID for %s', async (_name, payload) => {
      const body = expectError(await checkout(ada, payload), 400, 'INVALID_PRICE_ID');
      expect(body.message).toBe(subscriptionErrorMessages.INVALID_PRICE_ID);
    });

    it('answers 400 INVALID_PRICE_ID with no body at all', async () => {
      expectError(await checkout(ada), 400, 'INVALID_PRICE_ID');
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/create-checkout-session',
        headers: { ...ada.headers, 'content-type': 'application/json' },
        payload: '',
      });
      expectError(empty, 400, 'INVALID_PRICE_ID');
    });

    it('answers 400 INVALID_PRICE_ID_FORMAT for an id not starting with price_', async () => {
      const body = expectError(
        await checkout(ada, { priceId: 'abc' }),
        400,
        'INVALID_PRICE_ID_FORMAT',
      );
      expect(body.message).toBe('Price ids should start with price_');
    });

    it('answers 400 INVALID_STRIPE_REQUEST for a price that is not the premium price', async () => {
      const body = expectError(
        await checkout(ada, { priceId: 'price_other' }),
        400,
        'INVALID_STRIPE_REQUEST',
      );
      expect(body.message).toBe(subscriptionErrorMessages.INVALID_STRIPE_REQUEST);
    });

    it('answers 400 BAD_REQUEST for malformed JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/create-checkout-session',
        headers: { ...ada.headers, 'content-type': 'application/json' },
        payload: '{"priceId":',
      });
      expectError(res, 400, 'BAD_REQUEST');
    });
  });

  it('opens a checkout session for the premium price, on the local checkout page', async () => {
    const res = await checkout(ada, { priceId: PREMIUM_PRICE });
    expect(res.statusCode, res.body).toBe(200);
    const body = CheckoutSessionResponseSchema.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual(['sessionId', 'url']);
    expect(body.sessionId).toMatch(/^cs_/);
    expect(body.url).toBe(`${TEST_PUBLIC_URL}/checkout/${body.sessionId}`);

    const stored = await t.database.db
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('id', '=', body.sessionId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      user_id: ada.id,
      provider: 'local',
      status: 'open',
      price_id: PREMIUM_PRICE,
      customer_email: 'ada@example.com',
      success_url: `${TEST_PUBLIC_URL}/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_PUBLIC_URL}/subscription?checkout=cancelled`,
    });
  });

  it('reuses the customer on the next checkout', async () => {
    const first = (await checkout(ada, { priceId: PREMIUM_PRICE })).json();
    const second = (await checkout(ada, { priceId: PREMIUM_PRICE })).json();
    const customers = await t.database.db
      .selectFrom('checkout_sessions')
      .select('customer_id')
      .where('id', 'in', [first.sessionId, second.sessionId])
      .execute();
    expect(new Set(customers.map((c) => c.customer_id)).size).toBe(1);
    const row = await t.database.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      customer_id: customers[0]!.customer_id,
      plan_type: 'free',
      status: null,
    });
  });

  it('keeps one open checkout per user: a new one closes the last', async () => {
    const first = (await checkout(ada, { priceId: PREMIUM_PRICE })).json();
    const second = (await checkout(ada, { priceId: PREMIUM_PRICE })).json();
    const firstPage = await t.app.inject({ method: 'GET', url: new URL(first.url).pathname });
    expect(firstPage.statusCode).toBe(410);
    expect(firstPage.body).toContain('Checkout expired');
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(second.url).pathname })).statusCode,
    ).toBe(200);
    const rows = await t.database.db
      .selectFrom('checkout_sessions')
      .select(['id', 'status'])
      .where('id', 'in', [first.sessionId, second.sessionId])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [first.sessionId]: 'expired',
      [second.sessionId]: 'open',
    });
  });

  it('shows a checkout session to its owner only', async () => {
    const { sessionId } = (await checkout(ada, { priceId: PREMIUM_PRICE })).json();
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/stripe/checkout-session/${sessionId}`,
      headers: ada.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(CheckoutSessionStatusResponseSchema.parse(own.json())).toMatchObject({
      sessionId,
      status: 'open',
      subscription: { planType: 'free' },
    });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/stripe/checkout-session/${sessionId}`,
      headers: bob.headers,
    });
    expectError(other, 404, 'CHECKOUT_SESSION_NOT_FOUND');
  });

  it('answers 409 ALREADY_PREMIUM to a premium user, even one who is cancelling', async () => {
    const cara = await t.signIn('cara');
    await setSubscription(t, cara.id, { status: 'active' });
    expectError(await checkout(cara, { priceId: PREMIUM_PRICE }), 409, 'ALREADY_PREMIUM');
    await setSubscription(t, cara.id, { status: 'active', cancel_at_period_end: 1 });
    expectError(await checkout(cara, { priceId: PREMIUM_PRICE }), 409, 'ALREADY_PREMIUM');
  });

  it('answers 409 SUBSCRIPTION_PAST_DUE instead of billing a past-due user twice', async () => {
    const dan = await t.signIn('dan');
    await setSubscription(t, dan.id, { status: 'past_due' });
    expectError(await checkout(dan, { priceId: PREMIUM_PRICE }), 409, 'SUBSCRIPTION_PAST_DUE');
  });

  it('lets a user whose subscription ended subscribe again', async () => {
    const eve = await t.signIn('eve');
    await setSubscription(t, eve.id, { status: 'canceled' });
    expect((await checkout(eve, { priceId: PREMIUM_PRICE })).statusCode).toBe(200);
  });

  it('answers 409 when there is nothing to cancel or resume', async () => {
    const post = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...bob.headers, 'content-type': 'application/json' },
        payload: '',
      });
    expectError(await post('/api/stripe/cancel-subscription'), 409, 'NO_ACTIVE_SUBSCRIPTION');
    expectError(await post('/api/stripe/resume-subscription'), 409, 'NOTHING_TO_RESUME');
    expectError(await post('/api/stripe/create-portal-session'), 409, 'NO_ACTIVE_SUBSCRIPTION');
  });

  it("never shows or changes another user's subscription", async () => {
    const fay = await t.signIn('fay');
    await setSubscription(t, fay.id, { status: 'active' });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/stripe/subscription-status',
      headers: bob.headers,
    });
    expect(status.json()).toMatchObject({ planType: 'free' });
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/stripe/cancel-subscription',
        headers: bob.headers,
      }),
      409,
      'NO_ACTIVE_SUBSCRIPTION',
    );
    const fays = await t.app.inject({
      method: 'GET',
      url: '/api/stripe/subscription-status',
      headers: fay.headers,
    });
    expect(fays.json()).toMatchObject({
      planType: 'premium',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: false,
    });
  });

  it('hides the debug endpoints unless BILLING_DEBUG is on', async () => {
    for (const [method, url] of [
      ['GET', '/api/stripe/debug-subscription'],
      ['POST', '/api/stripe/debug/advance-clock'],
    ] as const) {
      expectError(await t.app.inject({ method, url, headers: ada.headers }), 404, 'NOT_FOUND');
    }
  });

  it('publishes the billing settings in the public config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(PublicConfigSchema.parse(res.json()).billing).toEqual({
      provider: 'local',
      premiumPriceId: PREMIUM_PRICE,
      stripePublicKey: null,
      pricing: {
        promoStart: '2025-07-07',
        promoEnd: '2025-10-30',
        promoPrice: 12.5,
        regularPrice: 24.99,
      },
    });
  });
});
