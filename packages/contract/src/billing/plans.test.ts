import { describe, expect, it } from 'vitest';
import { isPremium, planTypes, subscriptionStatuses, type PlanState } from './plans.ts';

describe('isPremium', () => {
  const statuses = [...subscriptionStatuses, undefined, null] as const;
  const cases = planTypes.flatMap((planType) =>
    statuses.map((subscriptionStatus) => ({
      planType,
      subscriptionStatus,
      expected: planType === 'premium' && subscriptionStatus === 'active',
    })),
  );

  it.each(cases)(
    '$planType × $subscriptionStatus → $expected',
    ({ planType, subscriptionStatus, expected }) => {
      expect(isPremium({ planType, subscriptionStatus })).toBe(expected);
    },
  );

  it('covers every combination, and only premium + active is premium', () => {
    expect(cases).toHaveLength(planTypes.length * statuses.length);
    expect(cases.filter((c) => c.expected)).toEqual([
      { planType: 'premium', subscriptionStatus: 'active', expected: true },
    ]);
  });

  it('is not premium with no answer or no plan', () => {
    expect(isPremium(undefined)).toBe(false);
    expect(isPremium(null)).toBe(false);
    expect(isPremium({})).toBe(false);
    expect(isPremium({ subscriptionStatus: 'active' })).toBe(false);
    expect(isPremium({ planType: 'premium' })).toBe(false);
  });

  it('is not fooled by values outside the lists', () => {
    expect(
      isPremium({ planType: 'PREMIUM', subscriptionStatus: 'active' } as unknown as PlanState),
    ).toBe(false);
    expect(
      isPremium({ planType: 'premium', subscriptionStatus: 'trialing' } as unknown as PlanState),
    ).toBe(false);
  });
});
