import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PRICE_ID: 'price_1',
  STRIPE_PUBLIC_KEY: 'pk_test_1',
};

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.map((p) => p.key).sort();
  }
  throw new Error('expected the configuration to be rejected');
}

describe('billing config', () => {
  it('runs the local provider with the spec defaults and no configuration', () => {
    expect(loadConfig({}).billing).toEqual({
      provider: 'local',
      premiumPriceId: 'price_resumio_premium_monthly',
      stripe: null,
      localWebhookSecret: undefined,
      debug: false,
      pricing: {
        promoStart: '2025-07-07',
        promoEnd: '2025-10-30',
        promoPrice: 12.5,
        regularPrice: 24.99,
      },
    });
  });

  it('uses Stripe when all four keys are set', () => {
    const billing = loadConfig({
      ...stripeKeys,
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    }).billing;
    expect(billing).toMatchObject({
      provider: 'stripe',
      premiumPriceId: 'price_1',
      stripe: {
        secretKey: 'sk_test_1',
        webhookSecret: 'whsec_1',
        publicKey: 'pk_test_1',
        api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      },
    });
  });

  it('lists every missing Stripe key when only some are set', () => {
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
      'STRIPE_PRICE_ID',
      'STRIPE_PUBLIC_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /Stripe needs all four keys/,
    );
  });

  it('checks the shape of each Stripe key', () => {
    expect(
      problems({
        STRIPE_SECRET_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'secret',
        STRIPE_PRICE_ID: 'prod_1',
        STRIPE_PUBLIC_KEY: 'sk_test_1',
      }),
    ).toEqual([
      'STRIPE_PRICE_ID',
      'STRIPE_PUBLIC_KEY',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
  });

  it('reads the price window, prices, debug flag and local settings', () => {
    const billing = loadConfig({
      PROMO_START: '2027-01-01',
      PROMO_END: '2027-01-31',
      PROMO_PRICE: '9.99',
      REGULAR_PRICE: '19',
      BILLING_DEBUG: 'true',
      PREMIUM_PRICE_ID: 'price_custom',
      LOCAL_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
    }).billing;
    expect(billing).toMatchObject({
      premiumPriceId: 'price_custom',
      debug: true,
      localWebhookSecret: 'whsec_0123456789abcdef',
      pricing: {
        promoStart: '2027-01-01',
        promoEnd: '2027-01-31',
        promoPrice: 9.99,
        regularPrice: 19,
      },
    });
  });

  it('rejects a bad window, prices or price id', () => {
    expect(
      problems({ PROMO_START: '07/07/2025', PROMO_PRICE: '-1', PREMIUM_PRICE_ID: 'premium' }),
    ).toEqual(['PREMIUM_PRICE_ID', 'PROMO_PRICE', 'PROMO_START']);
    expect(problems({ PROMO_START: '2025-11-01', PROMO_END: '2025-10-01' })).toEqual(['PROMO_END']);
  });
});
