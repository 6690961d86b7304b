import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBillingTestApp,
  setSubscription,
  subscriptionPayload,
  type BillingTestApp,
} from '../billing/support.ts';
import { startStripeServer } from '../billing/stripe-server.ts';
import { resumeDocument } from '../resumes/support.ts';

const PRICE = 'price_stripe_premium';

describe.each(testDialects())(
  'deleting an account with Stripe and an external issuer (%s)',
  (dialect) => {
    let t: BillingTestApp;
    let stripe: Awaited<ReturnType<typeof startStripeServer>>;
    beforeAll(async () => {
      stripe = await startStripeServer();
      t = await buildBillingTestApp(dialect, {
        STRIPE_SECRET_KEY: 'sk_test_resumio',
        STRIPE_WEBHOOK_SECRET: 'whsec_stripe_test_secret_0123456789',
        STRIPE_PRICE_ID: PRICE,
        STRIPE_PUBLIC_KEY: 'pk_test_resumio',
        STRIPE_API_BASE: stripe.url,
      });
    });
    afterAll(async () => {
      await t?.close();
      await stripe?.close();
    });

    async function subscriber(name: string) {
      const user = await t.signIn(`${name}-${dialect}`);
      const subscriptionId = `sub_${name}_${dialect}`;
      await setSubscription(t, user.id, {
        status: 'active',
        provider: 'stripe',
        customer_id: `cus_${name}_${dialect}`,
        subscription_id: subscriptionId,
        price_id: PRICE,
      });
      stripe.subscriptions.set(subscriptionId, {
        ...subscriptionPayload({
          id: subscriptionId,
          customer: `cus_${name}_${dialect}`,
          userId: user.id,
          status: 'active',
          price: PRICE,
        }),
      });
      const resume = await t.app.inject({
        method: 'POST',
        url: '/api/resumes',
        headers: user.headers,
        payload: { source: 'document', document: resumeDocument() },
      });
      expect(resume.statusCode, resume.body).toBe(201);
      return { user, subscriptionId, email: `${name}-${dialect}@example.com` };
    }

    const remove = (headers: { authorization: string }, email: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/me', headers, payload: { email } });

    it('cancels at Stripe first, then deletes what the app holds (the issuer keeps the sign-in)', async () => {
      const { user, subscriptionId, email } = await subscriber('grace');
      const res = await remove(user.headers, email);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ deleted: true, subscriptionCancelled: true });
      const cancel = stripe.requests.find(
        (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`,
      );
      expect(cancel?.body).toMatchObject({ cancel_at_period_end: 'true' });
      for (const table of ['users', 'subscriptions', 'resumes'] as const) {
        const rows = await t.database.db
          .selectFrom(table)
          .select(table === 'users' ? 'id' : 'user_id')
          .where(table === 'users' ? 'id' : 'user_id', '=', user.id)
          .execute();
        expect(rows, table).toEqual([]);
      }
      const mails = await t.database.db
        .selectFrom('mail_outbox')
        .select('subject')
        .where('to_address', '=', email)
        .execute();
      expect(mails.map((m) => m.subject)).toEqual(['Your Resumio account was deleted']);
    });

    it('deletes nothing when Stripe cannot be reached, and says so', async () => {
      const { user, email } = await subscriber('linus');
      await stripe.close();
      const res = await remove(user.headers, email);
      expect(res.statusCode, res.body).toBe(502);
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_PROVIDER_ERROR',
        error: 'Bad Gateway',
        message: expect.stringMatching(/nothing was deleted/),
      });
      const kept = await t.database.db
        .selectFrom('resumes')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      expect(kept).toHaveLength(1);
      expect((await t.app.inject({ url: '/api/me', headers: user.headers })).statusCode).toBe(200);
    });
  },
);
