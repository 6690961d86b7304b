import {
  AdvanceBillingClockResponseSchema,
  SubscriptionStatusResponseSchema,
} from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePremium } from '../../src/modules/billing/require-premium.ts';
import { TEST_PUBLIC_URL } from '../helpers/build-test-app.ts';
import {
  buildBillingTestApp,
  PREMIUM_PRICE,
  type BillingTestApp,
  type SignedInUser,
} from './support.ts';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const card = (cardNumber: string, overrides: Record<string, string> = {}) => ({
  email: 'payer@example.com',
  cardNumber,
  expiry: '12/34',
  cvc: '123',
  ...overrides,
});

async function journeyApp(dialect: 'sqlite' | 'postgres') {
  return buildBillingTestApp(dialect, { BILLING_DEBUG: 'true' }, (app) => {
    app.get(
      '/api/test/premium',
      { preHandler: [app.authenticate, requirePremium('coverLetters')] },
      async () => ({
        ok: true,
      }),
    );
  });
}

function helpers(t: BillingTestApp) {
  return {
    async startCheckout(user: SignedInUser) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/create-checkout-session',
        headers: user.headers,
        payload: { priceId: PREMIUM_PRICE },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { sessionId, url } = res.json() as { sessionId: string; url: string };
      return { sessionId, path: new URL(url).pathname };
    },
    pay(path: string, fields: Record<string, string>) {
      return t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(fields),
      });
    },
    async status(user: SignedInUser) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/stripe/subscription-status',
        headers: user.headers,
      });
      return SubscriptionStatusResponseSchema.parse(res.json());
    },
    async gate(user: SignedInUser) {
      return (
        await t.app.inject({ method: 'GET', url: '/api/test/premium', headers: user.headers })
      ).statusCode;
    },
    async post(user: SignedInUser, url: string, payload?: Record<string, unknown>) {
      return t.app.inject({
        method: 'POST',
        url,
        headers: user.headers,
        ...(payload ? { payload } : {}),
      });
    },
    async advance(user: SignedInUser, days?: number) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/debug/advance-clock',
        headers: user.headers,
        ...(days ? { payload: { days } } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      return AdvanceBillingClockResponseSchema.parse(res.json());
    },
  };
}

describe.each(testDialects())('local checkout journey on %s', (dialect) => {
  let t: BillingTestApp;
  let h: ReturnType<typeof helpers>;
  let ada: SignedInUser;
  let path: string;
  let sessionId: string;
  beforeAll(async () => {
    t = await journeyApp(dialect);
    h = helpers(t);
    ada = await t.signIn('ada');
    ({ sessionId, path } = await h.startCheckout(ada));
  });
  afterAll(async () => t?.close());

  it('serves the hosted checkout page with its labels, a Pay button and a way back', async () => {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    for (const label of ['Email', 'Card number', 'Expiry (MM/YY)', 'CVC']) {
      expect(html).toMatch(
        new RegExp(`<label for="[^"]+">${label.replace(/[()/]/g, '\\$&')}</label>`),
      );
    }
    expect(html).toMatch(/<button type="submit"[^>]*>Pay \$24\.99<\/button>/);
    expect(html).toContain(
      `<a href="${TEST_PUBLIC_URL}/subscription?checkout=cancelled">Cancel and return</a>`,
    );
    expect(html).toContain('Resumio Premium');
    expect(html).toContain('value="ada@example.com"');
    expect(html).toContain(`action="/checkout/${sessionId}"`);
  });

  it('runs under a strict policy: no inline script or style, its own assets only', async () => {
    const res = await t.app.inject({ method: 'GET', url: path });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(`form-action 'self' ${TEST_PUBLIC_URL}`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(res.body).not.toMatch(/\sstyle=/);
    expect(res.body).not.toMatch(/\son[a-z]+=/);

    const css = await t.app.inject({ method: 'GET', url: '/checkout/assets/checkout.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect(css.body).toContain('#4f46e5');
    const js = await t.app.inject({ method: 'GET', url: '/checkout/assets/checkout.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
  });

  it('answers 404 for an unknown session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/checkout/cs_local_nope' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Checkout not found');
  });

  it('shows a declined card as an error on the page (400) and changes nothing', async () => {
    const res = await h.pay(path, card('4000 0000 0000 0002'));
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(
      /<div class="form-error" role="alert">Your card was declined\.<\/div>/,
    );
    expect(res.body).toContain('value="payer@example.com"');
    expect(await h.status(ada)).toMatchObject({ planType: 'free' });
  });

  it('shows insufficient funds, a wrong number and bad expiry or CVC inline', async () => {
    expect((await h.pay(path, card('4000000000009995'))).body).toContain(
      'Your card has insufficient funds.',
    );
    const wrong = await h.pay(path, card('4242 4242 4242 4241', { expiry: '01/20', cvc: '1' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Your card number is incorrect.');
    expect(wrong.body).toContain('Your card&#39;s expiration date is in the past.');
    expect(wrong.body).toContain('Your card&#39;s security code is incomplete.');
    expect(wrong.body).toMatch(
      /id="card-number"[^>]*aria-invalid="true" aria-describedby="card-number-error"/,
    );
    expect(await h.status(ada)).toMatchObject({ planType: 'free' });
  });

  it('takes 4242 4242 4242 4242, redirects 303 to the success URL, and Premium is active', async () => {
    const res = await h.pay(path, card('4242 4242 4242 4242'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `${TEST_PUBLIC_URL}/subscription?checkout=success&session_id=${sessionId}`,
    );

    const status = await h.status(ada);
    expect(status).toMatchObject({
      planType: 'premium',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: false,
    });
    const days = (Date.parse(status.currentPeriodEnd!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(await h.gate(ada)).toBe(200);

    const events = await t.database.db
      .selectFrom('processed_webhook_events')
      .select('type')
      .execute();
    expect(events.map((e) => e.type).sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/stripe/checkout-session/${sessionId}`,
      headers: ada.headers,
    });
    expect(session.json()).toMatchObject({
      status: 'complete',
      subscription: { planType: 'premium' },
    });
  });

  it('does not take a second payment for the same session', async () => {
    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(303);
    expect((await h.pay(path, card('4242424242424242'))).statusCode).toBe(303);
    const subs = await t.database.db
      .selectFrom('local_billing_subscriptions')
      .select('id')
      .execute();
    expect(subs).toHaveLength(1);
  });

  it('cancels at period end: still active and premium until then; a second cancel changes nothing', async () => {
    const res = await h.post(ada, '/api/stripe/cancel-subscription');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      planType: 'premium',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(await h.status(ada)).toMatchObject({
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(await h.gate(ada)).toBe(200);
    expect((await h.post(ada, '/api/stripe/cancel-subscription')).json()).toMatchObject({
      cancelAtPeriodEnd: true,
    });
  });

  it('resumes before the period ends', async () => {
    const res = await h.post(ada, '/api/stripe/resume-subscription');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ subscriptionStatus: 'active', cancelAtPeriodEnd: false });
  });

  it('renews at the period end when the billing clock moves on', async () => {
    const before = (await h.status(ada)).currentPeriodEnd!;
    const summary = await h.advance(ada);
    expect(summary.renewed).toHaveLength(1);
    const after = await h.status(ada);
    expect(after).toMatchObject({ subscriptionStatus: 'active', cancelAtPeriodEnd: false });
    expect(Date.parse(after.currentPeriodEnd!)).toBeGreaterThan(Date.parse(before));
  });

  it('ends a cancelled subscription at the period end: canceled, not premium, nothing to resume', async () => {
    await h.post(ada, '/api/stripe/cancel-subscription');
    const summary = await h.advance(ada);
    expect(summary.canceled).toHaveLength(1);
    expect(await h.status(ada)).toMatchObject({
      planType: 'premium',
      subscriptionStatus: 'canceled',
    });
    expect(await h.gate(ada)).toBe(403);
    expect((await h.post(ada, '/api/stripe/resume-subscription')).json()).toMatchObject({
      code: 'NOTHING_TO_RESUME',
    });
  });

  it('shows the stored state on the debug endpoint', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/stripe/debug-subscription',
      headers: ada.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'local',
      status: { subscriptionStatus: 'canceled' },
      stored: { user_id: ada.id, status: 'canceled' },
      billingClock: { offsetSeconds: expect.any(Number) },
    });
  });
});

describe.each(testDialects())('renewal failure on %s', (dialect) => {
  let t: BillingTestApp;
  let h: ReturnType<typeof helpers>;
  let ben: SignedInUser;
  beforeAll(async () => {
    t = await journeyApp(dialect);
    h = helpers(t);
    ben = await t.signIn('ben');
  });
  afterAll(async () => t?.close());

  it('takes 4000 0000 0000 0341 now, then fails the renewal: past due, not premium', async () => {
    const { path } = await h.startCheckout(ben);
    expect((await h.pay(path, card('4000 0000 0000 0341'))).statusCode).toBe(303);
    expect(await h.status(ben)).toMatchObject({
      planType: 'premium',
      subscriptionStatus: 'active',
    });

    const summary = await h.advance(ben);
    expect(summary.failed).toHaveLength(1);
    expect(await h.status(ben)).toMatchObject({
      planType: 'premium',
      subscriptionStatus: 'past_due',
    });
    expect(await h.gate(ben)).toBe(403);
    const types = await t.database.db
      .selectFrom('processed_webhook_events')
      .select('type')
      .execute();
    expect(types.map((e) => e.type)).toContain('invoice.payment_failed');
  });

  it('sends a past-due user to update the card, which pays and restores Premium', async () => {
    const again = await h.post(ben, '/api/stripe/create-checkout-session', {
      priceId: PREMIUM_PRICE,
    });
    expect(again.json()).toMatchObject({ code: 'SUBSCRIPTION_PAST_DUE' });

    const portal = await h.post(ben, '/api/stripe/create-portal-session');
    expect(portal.statusCode, portal.body).toBe(200);
    const url = new URL((portal.json() as { url: string }).url);
    expect(url.pathname).toMatch(/^\/checkout\/cs_/);
    const page = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(page.body).toContain('Update your payment method');
    expect(page.body).toMatch(/>Pay \$[\d.]+<\/button>/);

    const paid = await h.pay(url.pathname, card('4242424242424242'));
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${TEST_PUBLIC_URL}/subscription`);
    expect(await h.status(ben)).toMatchObject({ subscriptionStatus: 'active' });
    expect(await h.gate(ben)).toBe(200);
    expect((await h.advance(ben)).renewed).toHaveLength(1);
  });
});

describe.each(testDialects())('unpaid subscription ending on %s', (dialect) => {
  let t: BillingTestApp;
  let h: ReturnType<typeof helpers>;
  beforeAll(async () => {
    t = await journeyApp(dialect);
    h = helpers(t);
  });
  afterAll(async () => t?.close());

  it('cancels a subscription still past due at its next period end', async () => {
    const cy = await t.signIn('cy');
    const { path } = await h.startCheckout(cy);
    await h.pay(path, card('4000000000000341'));
    expect((await h.advance(cy)).failed).toHaveLength(1);
    expect((await h.advance(cy)).canceled).toHaveLength(1);
    expect(await h.status(cy)).toMatchObject({ subscriptionStatus: 'canceled' });
  });

  it('runs every renewal that falls due in a long jump', async () => {
    const di = await t.signIn('di');
    const { path } = await h.startCheckout(di);
    await h.pay(path, card('4242424242424242'));
    const summary = await h.advance(di, 95);
    expect(summary.renewed.length).toBe(3);
    expect(await h.status(di)).toMatchObject({ subscriptionStatus: 'active' });
  });
});
