import { describe, expect, it } from 'vitest';
import { subscriptionView } from './subscription-view.ts';

const end = '2026-12-21T10:00:00.000Z';
const base = { planType: 'premium', cancelAtPeriodEnd: false, currentPeriodEnd: end } as const;

describe('subscriptionView', () => {
  it('renews an active subscription', () => {
    const view = subscriptionView({ ...base, subscriptionStatus: 'active' }, 'en-US');
    expect(view).toMatchObject({
      planLabel: 'Premium',
      statusLabel: 'Active',
      dateLine: 'Renews on December 21, 2026',
      premium: true,
      canCancel: true,
      canResume: false,
      canUpgrade: false,
      billed: true,
    });
  });

  it('says when a cancelled subscription ends, and offers to resume', () => {
    const view = subscriptionView(
      { ...base, subscriptionStatus: 'active', cancelAtPeriodEnd: true },
      'en-GB',
    );
    expect(view).toMatchObject({
      statusLabel: 'Active, cancels at the end of the period',
      dateLine: 'Premium ends on 21 December 2026',
      premium: true,
      canCancel: false,
      canResume: true,
      billed: true,
    });
  });

  it('flags past due as not premium, and does not offer a second subscription', () => {
    const view = subscriptionView({ ...base, subscriptionStatus: 'past_due' }, 'en-US');
    expect(view).toMatchObject({
      planLabel: 'Premium',
      statusLabel: 'Past due',
      dateLine: null,
      premium: false,
      pastDue: true,
      canCancel: true,
      canUpgrade: false,
      billed: true,
    });
  });

  it('offers the upgrade to a free user, and after the end of a subscription', () => {
    expect(
      subscriptionView({ planType: 'free', cancelAtPeriodEnd: false, currentPeriodEnd: null }),
    ).toMatchObject({
      planLabel: 'Free',
      statusLabel: 'No subscription',
      canUpgrade: true,
      billed: false,
    });
    expect(
      subscriptionView({ ...base, planType: 'free', subscriptionStatus: 'canceled' }, 'en-US'),
    ).toMatchObject({
      statusLabel: 'Canceled',
      dateLine: 'Premium ended on December 21, 2026',
      canUpgrade: true,
      canCancel: false,
      billed: false,
    });
    expect(subscriptionView({ ...base, subscriptionStatus: 'incomplete' })).toMatchObject({
      statusLabel: 'Incomplete',
      canUpgrade: true,
    });
  });
});
