import { WebhookAckSchema } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBillingTestApp,
  LOCAL_SECRET,
  PREMIUM_PRICE,
  signedWebhook,
  stripeSignature,
  stripeEvent,
  subscriptionPayload,
  type BillingTestApp,
  type SignedInUser,
} from './support.ts';

const now = () => Math.floor(Date.now() / 1000);

describe.each(testDialects())('webhook on %s', (dialect) => {
  let t: BillingTestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    t = await buildBillingTestApp(dialect);
    ada = await t.signIn('ada');
  });
  afterAll(async () => t?.close());

  const status = async (user: SignedInUser) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/stripe/subscription-status',
        headers: user.headers,
      })
    ).json();
  const eventRows = async (id: string) =>
    t.database.db
      .selectFrom('processed_webhook_events')
      .selectAll()
      .where('event_id', '=', id)
      .execute();
  const deliver = (event: object, options?: Parameters<typeof signedWebhook>[1]) =>
    t.app.inject(signedWebhook(JSON.stringify(event), options));

  describe('signature', () => {
    const payload = JSON.stringify(
      stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }),
    );

    it('rejects a missing signature with 400 WEBHOOK_SIGNATURE_INVALID', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    });

    it('rejects a signature made with another secret', async () => {
      const res = await t.app.inject(
        signedWebhook(payload, { secret: 'whsec_somebody_else_entirely' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    });

    it('rejects a body changed after signing', async () => {
      const request = signedWebhook(payload);
      const res = await t.app.inject({ ...request, payload: payload.replace('cus_1', 'cus_2') });
      expect(res.statusCode).toBe(400);
    });

    it('rejects a timestamp older than 300 seconds, accepts one within', async () => {
      const stale = await t.app.inject(signedWebhook(payload, { timestamp: now() - 301 }));
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
      const recent = await t.app.inject(signedWebhook(payload, { timestamp: now() - 290 }));
      expect(recent.statusCode).toBe(200);
    });

    it('accepts a header with several v1 signatures when one of them is valid', async () => {
      const ts = now();
      const valid = stripeSignature(payload, LOCAL_SECRET, ts).split(',v1=')[1]!;
      const header = `t=${ts},v1=${'0'.repeat(64)},v1=${valid},v0=ignored`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        payload,
      });
      expect(res.statusCode).toBe(200);
    });

    it('needs no bearer token and ignores one', async () => {
      const request = signedWebhook(payload);
      const res = await t.app.inject({
        ...request,
        headers: { ...request.headers, authorization: 'Bearer not-a-token' },
      });
      expect(res.statusCode).toBe(200);
    });

    it('answers 400 WEBHOOK_PAYLOAD_INVALID for a signed body that is not an event', async () => {
      for (const body of ['{"id":', '{"hello":"world"}']) {
        const res = await t.app.inject(signedWebhook(body));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'WEBHOOK_PAYLOAD_INVALID' });
      }
    });
  });

  it('acknowledges and ignores event types it does not use', async () => {
    const event = stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' });
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(WebhookAckSchema.parse(res.json())).toEqual({ received: true, outcome: 'ignored' });
    expect(await eventRows(event.id)).toHaveLength(0);
  });

  it('applies an event delivered three times once', async () => {
    const sub = subscriptionPayload({
      id: 'sub_dup',
      customer: 'cus_dup',
      userId: ada.id,
      status: 'active',
    });
    const event = stripeEvent('customer.subscription.created', sub);
    const outcomes: string[] = [];
    let updatedAt = '';
    for (let i = 0; i < 3; i++) {
      const res = await deliver(event);
      expect(res.statusCode).toBe(200);
      outcomes.push(res.json().outcome);
      const row = await t.database.db
        .selectFrom('subscriptions')
        .select('updated_at')
        .where('user_id', '=', ada.id)
        .executeTakeFirstOrThrow();
      if (i === 0) updatedAt = row.updated_at;
      else expect(row.updated_at).toBe(updatedAt);
    }
    expect(outcomes).toEqual(['processed', 'duplicate', 'duplicate']);
    expect(await eventRows(event.id)).toHaveLength(1);
    expect(await status(ada)).toMatchObject({ planType: 'premium', subscriptionStatus: 'active' });
  });

  it('applies an event delivered three times at once once', async () => {
    const bea = await t.signIn('bea');
    const sub = subscriptionPayload({
      id: 'sub_race',
      customer: 'cus_race',
      userId: bea.id,
      status: 'active',
    });
    const event = stripeEvent('customer.subscription.created', sub);
    const results = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.json().outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'processed',
    ]);
    expect(await eventRows(event.id)).toHaveLength(1);
  });

  describe('out of order, from the payloads (the provider no longer has the subscription)', () => {
    it('keeps the later state when updated arrives before created', async () => {
      const user = await t.signIn('cal');
      const base = { id: 'sub_order1', customer: 'cus_order1', userId: user.id };
      const created = stripeEvent(
        'customer.subscription.created',
        subscriptionPayload({ ...base, status: 'incomplete' }),
        now() - 10,
      );
      const updated = stripeEvent(
        'customer.subscription.updated',
        subscriptionPayload({ ...base, status: 'active', cancelAtPeriodEnd: true }),
        now() - 5,
      );
      expect((await deliver(updated)).json().outcome).toBe('processed');
      expect((await deliver(created)).json().outcome).toBe('processed');
      expect(await status(user)).toMatchObject({
        subscriptionStatus: 'active',
        cancelAtPeriodEnd: true,
      });
    });

    it('keeps the later state when both carry the same second', async () => {
      const user = await t.signIn('cam');
      const base = { id: 'sub_order2', customer: 'cus_order2', userId: user.id };
      const at = now();
      await deliver(
        stripeEvent(
          'customer.subscription.updated',
          subscriptionPayload({ ...base, status: 'active' }),
          at,
        ),
      );
      await deliver(
        stripeEvent(
          'customer.subscription.created',
          subscriptionPayload({ ...base, status: 'incomplete' }),
          at,
        ),
      );
      expect(await status(user)).toMatchObject({ subscriptionStatus: 'active' });
    });

    it('stays canceled when deleted arrives before an older updated', async () => {
      const user = await t.signIn('dee');
      const base = { id: 'sub_order3', customer: 'cus_order3', userId: user.id };
      await deliver(
        stripeEvent(
          'customer.subscription.created',
          subscriptionPayload({ ...base, status: 'active' }),
          now() - 30,
        ),
      );
      await deliver(
        stripeEvent(
          'customer.subscription.deleted',
          subscriptionPayload({ ...base, status: 'canceled' }),
          now() - 5,
        ),
      );
      await deliver(
        stripeEvent(
          'customer.subscription.updated',
          subscriptionPayload({ ...base, status: 'active', cancelAtPeriodEnd: true }),
          now() - 10,
        ),
      );
      expect(await status(user)).toMatchObject({
        subscriptionStatus: 'canceled',
        cancelAtPeriodEnd: false,
      });
    });

    it('stays canceled even when the late updated carries the same second', async () => {
      const user = await t.signIn('dot');
      const base = { id: 'sub_order4', customer: 'cus_order4', userId: user.id };
      const at = now();
      await deliver(
        stripeEvent(
          'customer.subscription.deleted',
          subscriptionPayload({ ...base, status: 'canceled' }),
          at,
        ),
      );
      await deliver(
        stripeEvent(
          'customer.subscription.updated',
          subscriptionPayload({ ...base, status: 'active' }),
          at,
        ),
      );
      expect(await status(user)).toMatchObject({ subscriptionStatus: 'canceled' });
    });

    it("does not let an old subscription's late end replace a new live one", async () => {
      const user = await t.signIn('eli');
      await deliver(
        stripeEvent(
          'customer.subscription.created',
          subscriptionPayload({
            id: 'sub_new',
            customer: 'cus_eli',
            userId: user.id,
            status: 'active',
          }),
        ),
      );
      await deliver(
        stripeEvent(
          'customer.subscription.deleted',
          subscriptionPayload({
            id: 'sub_old',
            customer: 'cus_eli',
            userId: user.id,
            status: 'canceled',
          }),
        ),
      );
      expect(await status(user)).toMatchObject({ subscriptionStatus: 'active' });
    });
  });

  it('re-reads the truth from the provider rather than trusting a stale payload', async () => {
    const fox = await t.signIn('fox');
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers: fox.headers,
      payload: { priceId: PREMIUM_PRICE },
    });
    const path = new URL(start.json().url).pathname;
    await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=fox%40example.com&cardNumber=4242424242424242&expiry=12%2F34&cvc=123',
    });
    const row = await t.database.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', fox.id)
      .executeTakeFirstOrThrow();
    // A forged-looking but validly signed event claiming the subscription went past due.
    const lie = stripeEvent(
      'customer.subscription.updated',
      subscriptionPayload({
        id: row.subscription_id!,
        customer: row.customer_id!,
        userId: fox.id,
        status: 'past_due',
      }),
      now() + 60,
    );
    expect((await deliver(lie)).json().outcome).toBe('processed');
    expect(await status(fox)).toMatchObject({ subscriptionStatus: 'active' });
  });

  it('ignores a subscription of no known user', async () => {
    const event = stripeEvent(
      'customer.subscription.created',
      subscriptionPayload({
        id: 'sub_ghost',
        customer: 'cus_ghost',
        userId: 'no-such-user',
        status: 'active',
      }),
    );
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'processed' });
    const rows = await t.database.db
      .selectFrom('subscriptions')
      .select('user_id')
      .where('subscription_id', '=', 'sub_ghost')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('ignores a completed checkout whose session belongs to another user', async () => {
    const gus = await t.signIn('gus');
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers: gus.headers,
      payload: { priceId: PREMIUM_PRICE },
    });
    const sessionId = start.json().sessionId as string;
    const event = stripeEvent('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: ada.id,
      customer: 'cus_x',
      subscription: 'sub_x',
    });
    expect((await deliver(event)).statusCode).toBe(200);
    const session = await t.database.db
      .selectFrom('checkout_sessions')
      .select('status')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session.status).toBe('open');
  });
});
