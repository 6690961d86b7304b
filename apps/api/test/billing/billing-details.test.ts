import { BillingDetailsResponseSchema, type BillingDetailsResponse } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import { pdftotext } from '@resumio/resume/testing/pdftotext';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../helpers/build-test-app.ts';
import {
  buildBillingTestApp,
  PREMIUM_PRICE,
  setSubscription,
  type BillingTestApp,
  type SignedInUser,
} from './support.ts';

const card = (cardNumber: string, expiry = '12/34') =>
  new URLSearchParams({ email: 'payer@example.com', cardNumber, expiry, cvc: '123' }).toString();

describe.each(testDialects())('billing details with the local provider on %s', (dialect) => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await buildBillingTestApp(dialect, { BILLING_DEBUG: 'true' });
  });
  afterAll(async () => t?.close());

  const details = async (user: SignedInUser): Promise<BillingDetailsResponse> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/stripe/billing-details',
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return BillingDetailsResponseSchema.parse(res.json());
  };
  /** Opens a hosted page (checkout or card update) and submits the card form on it. */
  const payOn = async (url: string, cardNumber: string, expiry?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: card(cardNumber, expiry),
    });
    expect(res.statusCode, res.body).toBe(303);
  };
  const subscribe = async (sub: string, cardNumber = '4242424242424242', expiry?: string) => {
    const user = await t.signIn(sub);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers: user.headers,
      payload: { priceId: PREMIUM_PRICE },
    });
    expect(res.statusCode, res.body).toBe(200);
    await payOn(res.json().url, cardNumber, expiry);
    return user;
  };
  const updateCard = async (user: SignedInUser, cardNumber: string, expiry?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-portal-session',
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await payOn(res.json().url, cardNumber, expiry);
  };
  // The clock is the provider's, shared by every subscription here: a fixed step past one period
  // end renews this user's subscription exactly once, whatever the others' dates.
  const advanceClock = async (user: SignedInUser) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/debug/advance-clock',
      headers: user.headers,
      payload: { days: 32 },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const status = async (user: SignedInUser) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/stripe/subscription-status',
        headers: user.headers,
      })
    ).json();

  it('answers nothing on file to someone who never subscribed, and 401 to no one', async () => {
    const fay = await t.signIn('fay');
    expect(await details(fay)).toEqual({ card: null, invoices: [] });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/stripe/billing-details' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
  });

  it('shows the card from checkout and the first period’s paid invoice', async () => {
    const ada = await subscribe('ada', '4242 4242 4242 4242', '07/31');
    const { card: onFile, invoices } = await details(ada);
    expect(onFile).toEqual({ brand: 'visa', last4: '4242', expMonth: 7, expYear: 2031 });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      number: expect.stringMatching(/^[A-Za-z0-9]{8}-0001$/),
      amount: 2499,
      currency: 'usd',
      status: 'paid',
      hostedUrl: null,
    });
    expect(invoices[0]!.pdfUrl).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/checkout/invoices/invst_local_[A-Za-z0-9]{32}$`),
    );
  });

  it('keeps only the brand, last four digits and expiry of a card, never its number', async () => {
    const ben = await subscribe('ben');
    const rows = await t.database.db
      .selectFrom('local_billing_subscriptions')
      .selectAll()
      .where('user_id', '=', ben.id)
      .execute();
    const invoices = await t.database.db
      .selectFrom('local_billing_invoices')
      .selectAll()
      .where('customer_id', '=', rows[0]!.customer_id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify([rows, invoices])).not.toContain('424242424242');
    expect(rows[0]).toMatchObject({ card_brand: 'visa', card_last4: '4242' });
  });

  it('serves the invoice PDF behind its link, and nothing behind a made-up one', async () => {
    const cal = await subscribe('cal');
    const [invoice] = (await details(cal)).invoices;
    const res = await t.app.inject({ method: 'GET', url: new URL(invoice!.pdfUrl!).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Resumio-invoice-${invoice!.number}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdftotext(res.rawPayload);
    expect(text).toContain(invoice!.number!);
    expect(text).toContain('$24.99');
    expect(text).toContain('Visa ending in 4242');
    expect(text).toContain('payer@example.com');

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/checkout/invoices/invst_local_not_a_real_one',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('bills each renewal once, newest first', async () => {
    const dan = await subscribe('dan');
    await advanceClock(dan);
    const { invoices } = await details(dan);
    expect(invoices.map((i) => i.number?.slice(-4))).toEqual(['0002', '0001']);
    expect(invoices.every((i) => i.status === 'paid')).toBe(true);
    expect(new Date(invoices[0]!.createdAt) > new Date(invoices[1]!.createdAt)).toBe(true);
  });

  it('shows a failed renewal as open, and the same invoice paid by the new card', async () => {
    const eve = await subscribe('eve', '4000 0000 0000 0341');
    await advanceClock(eve);
    expect(await status(eve)).toMatchObject({ subscriptionStatus: 'past_due' });
    const failed = await details(eve);
    expect(failed.invoices.map((i) => i.status)).toEqual(['open', 'paid']);

    await updateCard(eve, '4242424242424242', '01/33');
    expect(await status(eve)).toMatchObject({ subscriptionStatus: 'active' });
    const after = await details(eve);
    expect(after.card).toEqual({ brand: 'visa', last4: '4242', expMonth: 1, expYear: 2033 });
    expect(after.invoices.map((i) => [i.id, i.status])).toEqual([
      [failed.invoices[0]!.id, 'paid'],
      [failed.invoices[1]!.id, 'paid'],
    ]);
  });

  it('lets an active subscriber replace the card without billing anything', async () => {
    const gus = await subscribe('gus', '4242424242424242', '05/30');
    await updateCard(gus, '4000 0000 0000 0341', '06/32');
    const after = await details(gus);
    expect(after.card).toEqual({ brand: 'visa', last4: '0341', expMonth: 6, expYear: 2032 });
    expect(after.invoices).toHaveLength(1);
    expect(await status(gus)).toMatchObject({ subscriptionStatus: 'active' });
  });

  it('shows each person their own invoices only', async () => {
    const hal = await subscribe('hal');
    const ida = await subscribe('ida');
    const mine = await details(hal);
    const theirs = await details(ida);
    expect(mine.invoices).toHaveLength(1);
    expect(theirs.invoices).toHaveLength(1);
    expect(mine.invoices[0]!.id).not.toBe(theirs.invoices[0]!.id);
  });

  it('shows nothing for a record another provider kept', async () => {
    const jon = await t.signIn('jon');
    await setSubscription(t, jon.id, { status: 'active', provider: 'stripe' });
    expect(await details(jon)).toEqual({ card: null, invoices: [] });
  });
});
