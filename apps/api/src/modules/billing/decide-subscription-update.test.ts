import { describe, expect, it } from 'vitest';
import type { ProviderSubscription } from '../../adapters/payments/payment-provider.ts';
import { decideSubscriptionUpdate } from './decide-subscription-update.ts';

const sub = (overrides: Partial<ProviderSubscription> = {}): ProviderSubscription => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  priceId: 'price_1',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  userId: 'u1',
  ...overrides,
});
const row = (
  overrides: {
    subscription_id?: string | null;
    status?: string | null;
    last_event_at?: string | null;
  } = {},
) => ({
  subscription_id: 'sub_1',
  status: 'active',
  last_event_at: '2026-01-01T00:00:10.000Z',
  ...overrides,
});
const at = (s: number) => `2026-01-01T00:00:${String(s).padStart(2, '0')}.000Z`;

describe('decideSubscriptionUpdate', () => {
  it('applies the first news about a user', () => {
    expect(
      decideSubscriptionUpdate(undefined, {
        subscription: sub(),
        observedAt: at(1),
        source: 'created-event',
      }),
    ).toBe('apply');
    expect(
      decideSubscriptionUpdate(row({ subscription_id: null, status: null }), {
        subscription: sub(),
        observedAt: at(1),
        source: 'event',
      }),
    ).toBe('apply');
  });

  it('ignores news older than the last applied, applies news as new or newer', () => {
    expect(
      decideSubscriptionUpdate(row(), {
        subscription: sub(),
        observedAt: at(9),
        source: 'provider',
      }),
    ).toBe('stale');
    expect(
      decideSubscriptionUpdate(row(), { subscription: sub(), observedAt: at(10), source: 'event' }),
    ).toBe('apply');
    expect(
      decideSubscriptionUpdate(row(), {
        subscription: sub(),
        observedAt: at(11),
        source: 'provider',
      }),
    ).toBe('apply');
  });

  it('never brings a canceled subscription back', () => {
    expect(
      decideSubscriptionUpdate(row({ status: 'canceled' }), {
        subscription: sub(),
        observedAt: at(20),
        source: 'event',
      }),
    ).toBe('ended');
    expect(
      decideSubscriptionUpdate(row({ status: 'canceled' }), {
        subscription: sub({ status: 'canceled' }),
        observedAt: at(20),
        source: 'event',
      }),
    ).toBe('apply');
  });

  it('never lets a created payload replace what is held about the same subscription', () => {
    expect(
      decideSubscriptionUpdate(row(), {
        subscription: sub({ status: 'incomplete' }),
        observedAt: at(10),
        source: 'created-event',
      }),
    ).toBe('not-first');
  });

  it('keeps a live subscription over the late end of another one, and takes a new one', () => {
    expect(
      decideSubscriptionUpdate(row(), {
        subscription: sub({ id: 'sub_old', status: 'canceled' }),
        observedAt: at(20),
        source: 'event',
      }),
    ).toBe('other-subscription');
    expect(
      decideSubscriptionUpdate(row({ status: 'canceled' }), {
        subscription: sub({ id: 'sub_new' }),
        observedAt: at(20),
        source: 'provider',
      }),
    ).toBe('apply');
  });
});
