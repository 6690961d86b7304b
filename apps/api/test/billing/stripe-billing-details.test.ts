import { BillingDetailsResponseSchema } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../helpers/build-test-app.ts';
import { startStripeServer } from './stripe-server.ts';
import {
  buildBillingTestApp,
  setSubscription,
  subscriptionPayload,
  type BillingTestApp,
  type SignedInUser,
} from './support.ts';

const PRICE = 'price_test_premium';

const paymentMethod = (id: string, last4: string, brand = 'visa') => ({
  id,
  object: 'payment_method',
  type: 'card',
  card: { brand, last4, exp_month: 8, exp_year: 2029, funding: 'credit' },
});

const invoice = (id: string, status: string, created: number, extra: object = {}) => ({
  id,
  object: 'invoice',
  number: status === 'draft' ? null : `ABCD1234-${id.slice(-4)}`,
  status,
  created,
  currency: 'eur',
  total: 1250,
  amount_paid: status === 'paid' ? 1250 : 0,
  hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
  invoice_pdf: `https://pay.stripe.test/invoice/${id}/pdf`,
  ...extra,
});

describe.each(testDialects())('billing details with the Stripe adapter on %s', (dialect) => {
  let t: BillingTestApp;
  let stripe: Awaited<ReturnType<typeof startStripeServer>>;
  beforeAll(async () => {
    stripe = await startStripeServer();
    t = await buildBillingTestApp(dialect, {
      STRIPE_SECRET_KEY: 'sk_test_resumio',
      STRIPE_WEBHOOK_SECRET: 'whsec_stripe_billing_details',
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

  /** A user whose stored subscription points at a Stripe customer and subscription. */
  const subscriber = async (name: string, subscription: Record<string, unknown> = {}) => {
    const user = await t.signIn(name);
    const customer = `cus_${name}`;
    const id = `sub_${name}`;
    stripe.customers.set(customer, { id: customer, object: 'customer', invoice_settings: {} });
    stripe.subscriptions.set(id, {
      ...subscriptionPayload({ id, customer, userId: user.id, status: 'active', price: PRICE }),
      default_payment_method: null,
      ...subscription,
    });
    await setSubscription(t, user.id, {
      status: 'active',
      provider: 'stripe',
      customer_id: customer,
      subscription_id: id,
      price_id: PRICE,
    });
    stripe.requests.length = 0;
    return { user, customer, id };
  };
  const get = (user: SignedInUser) =>
    t.app.inject({ method: 'GET', url: '/api/stripe/billing-details', headers: user.headers });

  it("reads the subscription's card and the customer's invoices, leaving drafts out", async () => {
    const { user, customer, id } = await subscriber('kim', { default_payment_method: 'pm_kim' });
    stripe.paymentMethods.set('pm_kim', paymentMethod('pm_kim', '4444', 'mastercard'));
    stripe.invoices.set(customer, [
      invoice('in_0003', 'draft', 1_767_000_000),
      invoice('in_0002', 'open', 1_766_000_000),
      invoice('in_0001', 'paid', 1_763_000_000),
    ]);
    const res = await get(user);
    expect(res.statusCode, res.body).toBe(200);
    expect(BillingDetailsResponseSchema.parse(res.json())).toEqual({
      card: { brand: 'mastercard', last4: '4444', expMonth: 8, expYear: 2029 },
      invoices: [
        {
          id: 'in_0002',
          number: 'ABCD1234-0002',
          createdAt: new Date(1_766_000_000_000).toISOString(),
          amount: 1250,
          currency: 'eur',
          status: 'open',
          pdfUrl: 'https://pay.stripe.test/invoice/in_0002/pdf',
          hostedUrl: 'https://invoice.stripe.test/i/in_0002',
        },
        {
          id: 'in_0001',
          number: 'ABCD1234-0001',
          createdAt: new Date(1_763_000_000_000).toISOString(),
          amount: 1250,
          currency: 'eur',
          status: 'paid',
          pdfUrl: 'https://pay.stripe.test/invoice/in_0001/pdf',
          hostedUrl: 'https://invoice.stripe.test/i/in_0001',
        },
      ],
    });
    const calls = stripe.requests.map((r) => `${r.method} ${r.path}`).sort();
    expect(calls).toEqual([`GET /v1/invoices`, `GET /v1/subscriptions/${id}`]);
    const subCall = stripe.requests.find((r) => r.path.startsWith('/v1/subscriptions/'))!;
    expect(Object.values(subCall.query)).toContain('default_payment_method');
    const list = stripe.requests.find((r) => r.path === '/v1/invoices')!;
    expect(list.query).toMatchObject({ customer, limit: '24' });
    expect(list.authorization).toBe('Bearer sk_test_resumio');
  });

  it("falls back to the customer's default payment method", async () => {
    const { user, customer } = await subscriber('lee');
    stripe.paymentMethods.set('pm_lee', paymentMethod('pm_lee', '1881'));
    stripe.customers.get(customer)!.invoice_settings = { default_payment_method: 'pm_lee' };
    const body = BillingDetailsResponseSchema.parse((await get(user)).json());
    expect(body).toEqual({
      card: { brand: 'visa', last4: '1881', expMonth: 8, expYear: 2029 },
      invoices: [],
    });
    const customerCall = stripe.requests.find((r) => r.path === `/v1/customers/${customer}`)!;
    expect(Object.values(customerCall.query)).toContain('invoice_settings.default_payment_method');
  });

  it('answers no card and no invoices for a customer deleted at Stripe', async () => {
    const { user, customer, id } = await subscriber('max');
    stripe.customers.delete(customer);
    stripe.subscriptions.delete(id);
    expect((await get(user)).json()).toEqual({ card: null, invoices: [] });
  });

  it('answers 502 PAYMENT_PROVIDER_ERROR, with nothing of Stripe in it, when Stripe fails', async () => {
    const { user } = await subscriber('ned');
    stripe.failures.invoices = {
      status: 401,
      error: { type: 'authentication_error', message: 'Invalid API Key sk_test_resumio' },
    };
    try {
      const res = await get(user);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_PROVIDER_ERROR',
        error: expect.any(String),
        message: expect.any(String),
      });
      expect(res.body).not.toContain('sk_test');
    } finally {
      stripe.failures.invoices = null;
    }
  });

  it('asks nothing of Stripe for a user who never subscribed', async () => {
    const ola = await t.signIn('ola');
    stripe.requests.length = 0;
    expect((await get(ola)).json()).toEqual({ card: null, invoices: [] });
    expect(stripe.requests).toEqual([]);
  });

  it('opens the billing portal to update the card, returning to /subscription', async () => {
    const { user, customer } = await subscriber('pam');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-portal-session',
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ url: 'https://billing.stripe.test/p/session/1' });
    expect(stripe.requests).toHaveLength(1);
    expect(stripe.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      body: { customer, return_url: `${TEST_PUBLIC_URL}/subscription` },
    });
  });
});
