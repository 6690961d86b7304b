import { ApiErrorBodySchema, premiumFeatures, premiumGates } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePremium } from '../../src/modules/billing/require-premium.ts';
import { buildBillingTestApp, setSubscription, type BillingTestApp } from './support.ts';

describe.each(testDialects())('requirePremium on %s', (dialect) => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await buildBillingTestApp(dialect, {}, (app) => {
      app.get(
        '/api/test/cover-letter',
        { preHandler: [app.authenticate, requirePremium('coverLetters')] },
        async () => ({
          ok: true,
        }),
      );
      app.get(
        '/api/test/templates',
        { preHandler: [app.authenticate, requirePremium()] },
        async () => ({ ok: true }),
      );
    });
  });
  afterAll(async () => t?.close());

  const states = [
    { name: 'free (never subscribed)', status: null, cancel: 0, allowed: false },
    { name: 'premium active', status: 'active', cancel: 0, allowed: true },
    {
      name: 'premium active, cancelling at period end',
      status: 'active',
      cancel: 1,
      allowed: true,
    },
    { name: 'past due', status: 'past_due', cancel: 0, allowed: false },
    { name: 'canceled', status: 'canceled', cancel: 0, allowed: false },
    { name: 'incomplete', status: 'incomplete', cancel: 0, allowed: false },
  ];

  it.each(states)('$name → allowed: $allowed', async ({ name, status, cancel, allowed }) => {
    const user = await t.signIn(`user-${name.replace(/\W+/g, '-')}`);
    if (status !== null)
      await setSubscription(t, user.id, { status, cancel_at_period_end: cancel });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/cover-letter',
      headers: user.headers,
    });
    if (allowed) {
      expect(res.statusCode).toBe(200);
      return;
    }
    expect(res.statusCode).toBe(403);
    const body = ApiErrorBodySchema.parse(res.json());
    expect(body.code).toBe('PREMIUM_REQUIRED');
    expect(body.message).toContain(premiumGates.coverLetters.description);
    for (const feature of premiumFeatures) expect(body.message).toContain(feature);
    expect(body.details).toMatchObject({ gate: 'coverLetters', features: [...premiumFeatures] });
  });

  it('says what Premium unlocks without a named gate too', async () => {
    const user = await t.signIn('plain');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/templates',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(
      /^This is a Premium feature\. Upgrade to Premium to unlock /,
    );
  });

  it('answers 401 before anything else without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/cover-letter' });
    expect(res.statusCode).toBe(401);
  });

  it("looks at the caller's own subscription only", async () => {
    const rich = await t.signIn('rich');
    const poor = await t.signIn('poor');
    await setSubscription(t, rich.id, { status: 'active' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test/cover-letter', headers: rich.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test/cover-letter', headers: poor.headers }))
        .statusCode,
    ).toBe(403);
  });
});
