import { testDialects, createTestDatabase, type TestDatabase } from '@resumio/db/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBilling } from '../../src/adapters/payments/local/local-billing.ts';
import {
  signWebhookPayload,
  verifyWebhookSignature,
} from '../../src/adapters/payments/webhook-signature.ts';
import { WebhookSignatureError } from '../../src/adapters/payments/payment-provider.ts';

const SECRET = 'whsec_local_signature_test_secret';
const stripe = new Stripe('sk_test_unused');

describe('local webhook signatures', () => {
  it('signs a payload exactly as Stripe does (the SDK verifies it)', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid' });
    const header = signWebhookPayload(payload, SECRET);
    expect(stripe.webhooks.constructEvent(payload, header, SECRET).id).toBe('evt_1');
    // …and the SDK's own test header matches ours for the same timestamp.
    const timestamp = 1_800_000_000;
    expect(signWebhookPayload(payload, SECRET, timestamp)).toBe(
      stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp }),
    );
  });

  it('verifies with the SDK and refuses what the SDK refuses', () => {
    const payload = JSON.stringify({ id: 'evt_2', object: 'event' });
    expect(
      verifyWebhookSignature(Buffer.from(payload), signWebhookPayload(payload, SECRET), SECRET),
    ).toMatchObject({
      id: 'evt_2',
    });
    const stale = signWebhookPayload(payload, SECRET, Math.floor(Date.now() / 1000) - 301);
    expect(() => verifyWebhookSignature(Buffer.from(payload), stale, SECRET)).toThrow(
      WebhookSignatureError,
    );
    expect(() => verifyWebhookSignature(Buffer.from(payload), undefined, SECRET)).toThrow(
      WebhookSignatureError,
    );
  });
});

describe.each(testDialects())('events the local provider sends, on %s', (dialect) => {
  let database: TestDatabase;
  const delivered: { body: Buffer; header: string }[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await database.db
      .insertInto('users')
      .values({
        id: 'u1',
        issuer: 'i',
        subject: 's',
        email: null,
        display_name: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(async () => database?.cleanup());

  it('verify with the official SDK: stripe.webhooks.constructEvent', async () => {
    const local = createLocalBilling({
      db: database.db,
      publicUrl: 'http://localhost:3999',
      premiumPriceId: 'price_resumio_premium_monthly',
      pricing: {
        promoStart: '2025-07-07',
        promoEnd: '2025-10-30',
        promoPrice: 12.5,
        regularPrice: 24.99,
      },
      webhookSecret: SECRET,
      deliver: async (body, header) => {
        delivered.push({ body, header });
      },
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    const session = await local.provider.createCheckoutSession({
      userId: 'u1',
      email: 'u1@example.com',
      priceId: 'price_resumio_premium_monthly',
      customerId: null,
      successUrl:
        'http://localhost:3999/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3999/subscription?checkout=cancelled',
    });
    const outcome = await local.pay(session.id, {
      email: 'u1@example.com',
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(outcome.result).toBe('paid');
    const events = delivered.map(({ body, header }) =>
      stripe.webhooks.constructEvent(body, header, SECRET),
    );
    expect(events.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    const completed = events[0]!.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({
      id: session.id,
      mode: 'subscription',
      client_reference_id: 'u1',
    });
    const subscription = events[1]!.data.object as Stripe.Subscription;
    expect(subscription.id).toMatch(/^sub_/);
    expect(subscription.items.data[0]!.price.id).toBe('price_resumio_premium_monthly');
  });
});
