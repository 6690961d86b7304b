import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeSubscription, premiumActive } from '@/testing/fake-subscription.ts';
import { SubscriptionContext } from '@/lib/plan/plan-context.ts';
import { PlanBadge } from './plan-badge.tsx';

function renderBadge(value: ReturnType<typeof fakeSubscription> | null) {
  render(
    <MemoryRouter>
      <SubscriptionContext value={value}>
        <PlanBadge />
      </SubscriptionContext>
    </MemoryRouter>,
  );
}

describe('PlanBadge', () => {
  it('shows Premium for an active premium plan, linking to the subscription page', () => {
    renderBadge(fakeSubscription(premiumActive));
    expect(screen.getByRole('link', { name: 'Your plan: Premium' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('shows Free for everything else', () => {
    renderBadge(fakeSubscription({ ...premiumActive, subscriptionStatus: 'past_due' }));
    expect(screen.getByRole('link', { name: 'Your plan: Free' })).toBeVisible();
  });

  it('shows nothing before the plan is known or without billing', () => {
    renderBadge(fakeSubscription(null, { loading: true }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    renderBadge(null);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
