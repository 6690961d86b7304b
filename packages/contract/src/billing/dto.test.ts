import { describe, expect, it } from 'vitest';
import {
  CheckoutSessionResponseSchema,
  CreateCheckoutSessionRequestSchema,
  priceIdProblem,
  SubscriptionStatusResponseSchema,
} from './dto.ts';

describe('priceIdProblem', () => {
  it.each([
    [undefined, 'INVALID_PRICE_ID'],
    [null, 'INVALID_PRICE_ID'],
    [42, 'INVALID_PRICE_ID'],
    ['', 'INVALID_PRICE_ID'],
    ['   ', 'INVALID_PRICE_ID'],
    ['abc', 'INVALID_PRICE_ID_FORMAT'],
    ['prod_123', 'INVALID_PRICE_ID_FORMAT'],
    ['price_123', null],
  ])('%j → %s', (value, expected) => {
    expect(priceIdProblem(value)).toBe(expected);
  });

  it('agrees with the request schema', () => {
    expect(CreateCheckoutSessionRequestSchema.safeParse({ priceId: 'price_1' }).success).toBe(true);
    expect(CreateCheckoutSessionRequestSchema.safeParse({ priceId: 'abc' }).success).toBe(false);
    expect(CreateCheckoutSessionRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('CheckoutSessionResponseSchema', () => {
  it('requires a session id starting with cs_', () => {
    expect(
      CheckoutSessionResponseSchema.safeParse({ sessionId: 'cs_1', url: 'https://x' }).success,
    ).toBe(true);
    expect(
      CheckoutSessionResponseSchema.safeParse({ sessionId: 'sess_1', url: 'https://x' }).success,
    ).toBe(false);
    expect(CheckoutSessionResponseSchema.safeParse({ url: 'https://x' }).success).toBe(false);
  });
});

describe('SubscriptionStatusResponseSchema', () => {
  it('requires planType', () => {
    expect(
      SubscriptionStatusResponseSchema.safeParse({ subscriptionStatus: 'active' }).success,
    ).toBe(false);
    expect(SubscriptionStatusResponseSchema.safeParse({ planType: 'gold' }).success).toBe(false);
  });

  it('reads a bare free answer with defaults', () => {
    expect(SubscriptionStatusResponseSchema.parse({ planType: 'free' })).toEqual({
      planType: 'free',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    });
  });

  it('reads a full premium answer', () => {
    const body = {
      planType: 'premium',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2026-12-21T10:00:00.000Z',
    };
    expect(SubscriptionStatusResponseSchema.parse(body)).toEqual(body);
  });
});
