import { PublicConfigSchema } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../helpers/build-test-app.ts';
import { startStripeServer } from './stripe-server.ts';
import {
  buildBillingTestApp,
  stripeEvent,
  subscriptionPayload,
  type BillingTestApp,
  type SignedInUser,
} from './support.ts';

const WEBHOOK_SECRET = 'whsec_stripe_adapter_test';
const PRICE = 'price_test_premium';
const sdk = new Stripe('sk_test_unused');

describe.each(testDialects())('Stripe adapter on %s', (dialect) => {
  let t: BillingTestApp;
  let stripe: Awaited<ReturnType<typeof startStripeServer>>;
  beforeAll(async () => {
    stripe = await startStripeServer();
    t = await buildBillingTestApp(dialect, {
      STRIPE_SECRET_KEY: 'sk_test_resumio',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_ID: PRICE,
      STRIPE_PUBLIC_KEY: 'pk_test_resumio',
      STRIPE_API_BASE: stripe.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });
  beforeEach(() => {
    stripe.requests.length = 0;
  });

  const checkout = (user: SignedInUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers: user.headers,
      payload: { priceId: PRICE },
    });
  const status = async (user: SignedInUser) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/stripe/subscription-status',
        headers: user.headers,
      })
    ).json();
  const deliver = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };
  const addSubscription = (
    id: string,
    customer: string,
    userId: string,
    extra: Record<string, unknown> = {},
  ) =>
    stripe.subscriptions.set(id, {
      ...subscriptionPayload({ id, customer, userId, status: 'active', price: PRICE }),
      ...extra,
    });

  // Each test signs in a person of its own, so any one of them runs alone (`-t`) or in any order.

  /** A signed-in user who has been through checkout once, and that Checkout Session. */
  const checkedOut = async (sub: string) => {
    const user = await t.signIn(sub);
    const res = await checkout(user);
    expect(res.statusCode, res.body).toBe(200);
    const session = stripe.sessions.get(res.json().sessionId)!;
    stripe.requests.length = 0;
    return { user, session };
  };

  const completed = (user: SignedInUser, sessionId: string, customer: string, sub: string) =>
    stripeEvent('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      client_reference_id: user.id,
      customer,
      subscription: sub,
    });

  /** A user with an active Premium subscription, applied from Stripe's webhook. */
  const subscribed = async (sub: string) => {
    const { user, session } = await checkedOut(sub);
    const subscriptionId = `sub_${sub}`;
    addSubscription(subscriptionId, session.customer as string, user.id);
    const res = await deliver(
      completed(user, session.id as string, session.customer as string, subscriptionId),
    );
    expect(res.statusCode, res.body).toBe(200);
    stripe.requests.length = 0;
    return { user, subscriptionId };
  };

  it('creates a customer, then a subscription-mode Checkout Session, with idempotency keys', async () => {
    const ada = await t.signIn('ada');
    const res = await checkout(ada);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.sessionId).toMatch(/^cs_test_/);
    expect(body.url).toBe(`https://checkout.stripe.test/c/pay/${body.sessionId}`);

    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/checkout/sessions',
    ]);
    const [customer, session] = stripe.requests;
    expect(customer!.authorization).toBe('Bearer sk_test_resumio');
    expect(customer!.idempotencyKey).toBe(`resumio-customer-${ada.id}`);
    expect(customer!.body).toMatchObject({ email: 'ada@example.com', 'metadata[userId]': ada.id });
    expect(session!.idempotencyKey).toMatch(new RegExp(`^resumio-checkout-${ada.id}-`));
    expect(session!.body).toMatchObject({
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_test_/),
      client_reference_id: ada.id,
      'line_items[0][price]': PRICE,
      'line_items[0][quantity]': '1',
      success_url: `${TEST_PUBLIC_URL}/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_PUBLIC_URL}/subscription?checkout=cancelled`,
      'subscription_data[metadata][userId]': ada.id,
    });
  });

  it('reuses the customer on the next checkout, expiring the open session first', async () => {
    const { user: ada, session: open } = await checkedOut('abe');
    const first = open.id as string;
    const res = await checkout(ada);
    expect(res.statusCode).toBe(200);
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/checkout/sessions/${first}/expire`,
      'POST /v1/checkout/sessions',
    ]);
    expect(stripe.sessions.get(first)!.status).toBe('expired');
    const customers = await t.database.db
      .selectFrom('checkout_sessions')
      .select('customer_id')
      .where('user_id', '=', ada.id)
      .execute();
    expect(new Set(customers.map((c) => c.customer_id)).size).toBe(1);
  });

  it('applies checkout.session.completed, signed by the SDK, re-reading the subscription', async () => {
    const { user: ada } = await checkedOut('amy');
    const session = await t.database.db
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('user_id', '=', ada.id)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    addSubscription('sub_amy', session.customer_id!, ada.id);
    const event = completed(ada, session.id, session.customer_id!, 'sub_amy');
    const res = await deliver(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/sub_amy',
    ]);
    expect(await status(ada)).toMatchObject({
      planType: 'premium',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: false,
    });
  });

  it('rejects an event signed with another secret', async () => {
    const res = await deliver(
      stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice' }),
      'whsec_wrong',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
  });

  it('cancels and resumes through cancel_at_period_end', async () => {
    const { user: ada, subscriptionId } = await subscribed('ann');
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/cancel-subscription',
      headers: ada.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ subscriptionStatus: 'active', cancelAtPeriodEnd: true });
    const resume = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/resume-subscription',
      headers: ada.headers,
    });
    expect(resume.json()).toMatchObject({ subscriptionStatus: 'active', cancelAtPeriodEnd: false });
    expect(stripe.requests.map((r) => [r.method, r.path, r.body.cancel_at_period_end])).toEqual([
      ['POST', `/v1/subscriptions/${subscriptionId}`, 'true'],
      ['POST', `/v1/subscriptions/${subscriptionId}`, 'false'],
    ]);
  });

  it('opens the billing portal for the customer', async () => {
    const { user: ada } = await subscribed('ari');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-portal-session',
      headers: ada.headers,
    });
    expect(res.json()).toEqual({ url: 'https://billing.stripe.test/p/session/1' });
    expect(stripe.requests[0]).toMatchObject({
      path: '/v1/billing_portal/sessions',
      body: {
        customer: expect.stringMatching(/^cus_test_/),
        return_url: `${TEST_PUBLIC_URL}/subscription`,
      },
    });
  });

  it('follows invoice.payment_failed to past due, from the subscription re-read', async () => {
    const { user: ada, subscriptionId } = await subscribed('ava');
    stripe.subscriptions.get(subscriptionId)!.status = 'past_due';
    const event = stripeEvent('invoice.payment_failed', {
      id: 'in_failed',
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId },
      },
    });
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await status(ada)).toMatchObject({ subscriptionStatus: 'past_due' });
    stripe.subscriptions.get(subscriptionId)!.status = 'active';
    await deliver(
      stripeEvent('invoice.paid', {
        id: 'in_paid',
        object: 'invoice',
        subscription: subscriptionId,
      }),
    );
    expect(await status(ada)).toMatchObject({ subscriptionStatus: 'active' });
  });

  it('ends on the truth when updated arrives before created, and deleted before updated', async () => {
    const ben = await t.signIn('ben');
    addSubscription('sub_ben', 'cus_ben', ben.id, { cancel_at_period_end: true });
    const payload = (status: string) =>
      subscriptionPayload({
        id: 'sub_ben',
        customer: 'cus_ben',
        userId: ben.id,
        status,
        price: PRICE,
      });
    await deliver(stripeEvent('customer.subscription.updated', payload('active')));
    await deliver(stripeEvent('customer.subscription.created', payload('incomplete')));
    expect(await status(ben)).toMatchObject({
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
    });

    stripe.subscriptions.get('sub_ben')!.status = 'canceled';
    await deliver(stripeEvent('customer.subscription.deleted', payload('canceled')));
    await deliver(stripeEvent('customer.subscription.updated', payload('active')));
    expect(await status(ben)).toMatchObject({ subscriptionStatus: 'canceled' });
  });

  it('syncs a completed session on the return from checkout, before any webhook', async () => {
    const cid = await t.signIn('cid');
    const { sessionId } = (await checkout(cid)).json();
    const session = stripe.sessions.get(sessionId)!;
    addSubscription('sub_cid', session.customer as string, cid.id);
    Object.assign(session, { status: 'complete', subscription: 'sub_cid' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/stripe/checkout-session/${sessionId}`,
      headers: cid.headers,
    });
    expect(res.json()).toMatchObject({
      status: 'complete',
      subscription: { planType: 'premium', subscriptionStatus: 'active' },
    });
  });

  it('answers 400 INVALID_STRIPE_REQUEST when Stripe refuses the request', async () => {
    const dot = await t.signIn('dot');
    stripe.failures.checkout = {
      status: 400,
      error: {
        type: 'invalid_request_error',
        message: 'No such price',
        param: 'line_items[0][price]',
      },
    };
    const res = await checkout(dot);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_STRIPE_REQUEST' });
    stripe.failures.checkout = {
      status: 401,
      error: { type: 'authentication_error', message: 'Invalid API Key sk_test_resumio' },
    };
    const down = await checkout(dot);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    expect(down.body).not.toContain('sk_test');
    stripe.failures.checkout = null;
  });

  it('publishes the Stripe public key and price', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(PublicConfigSchema.parse(res.json()).billing).toMatchObject({
      provider: 'stripe',
      premiumPriceId: PRICE,
      stripePublicKey: 'pk_test_resumio',
    });
    expect(t.app.hasRoute({ method: 'GET', url: '/checkout/:sessionId' })).toBe(false);
  });
});
