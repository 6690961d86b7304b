import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSubscription, premiumActive } from '@/testing/fake-subscription.ts';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import { mockAuth } from '@/testing/mock-auth.ts';
import { PremiumGate, type PremiumGateCopy } from './premium-gate.tsx';

const secret = <p>The premium tool</p>;

function renderGate(
  subscription = fakeSubscription(),
  props: PremiumGateCopy & { headingLevel?: 'h2' | 'h3' } = { feature: 'jobTracker' },
  auth = mockAuth('authenticated'),
) {
  return renderWithSubscription(
    [
      { path: '/job-tracker', element: <PremiumGate {...props}>{secret}</PremiumGate> },
      { path: '/login', element: <p>Sign in</p> },
    ],
    '/job-tracker',
    auth,
    subscription,
  );
}

describe('PremiumGate', () => {
  it('explains the feature in the spec wording and offers the upgrade to a free user', async () => {
    const subscription = fakeSubscription();
    renderGate(subscription);
    const gate = screen.getByRole('region', { name: 'Advanced Job Application Tracking' });
    expect(gate).toHaveTextContent(
      'The job tracker tracks applications, deadlines and follow-ups, and gives analytics.',
    );
    expect(gate).toHaveTextContent('Starting at $24.99/month');
    expect(screen.queryByText('The premium tool')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(subscription.upgrade).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Redirecting to checkout…' })).toBeDisabled();
  });

  it('opens for premium and active only', () => {
    renderGate(fakeSubscription(premiumActive));
    expect(screen.getByText('The premium tool')).toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it.each(['canceled', 'incomplete', undefined] as const)(
    'stays closed for a premium plan whose status is %s',
    (subscriptionStatus) => {
      renderGate(fakeSubscription({ ...premiumActive, subscriptionStatus }));
      expect(screen.queryByText('The premium tool')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
    },
  );

  it('sends a past-due user to fix the payment instead of buying again', () => {
    renderGate(fakeSubscription({ ...premiumActive, subscriptionStatus: 'past_due' }), {
      feature: 'coverLetters',
    });
    const gate = screen.getByRole('region', { name: 'AI Cover Letter Generation' });
    expect(gate).toHaveTextContent(
      'Cover letters are AI-generated and tailored to a job description.',
    );
    expect(gate).toHaveTextContent('Your last payment failed');
    expect(screen.getByRole('link', { name: 'Update payment method' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });

  it('shows a placeholder, not the upsell, while the plan is being checked', () => {
    renderGate(fakeSubscription(null, { loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your plan…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes its own title and description for other premium features', () => {
    renderGate(fakeSubscription(), {
      title: 'Export to Multiple Formats',
      description: 'Download your resume as PDF, Word or plain text.',
      headingLevel: 'h3',
    });
    expect(
      screen.getByRole('heading', { level: 3, name: 'Export to Multiple Formats' }),
    ).toBeVisible();
    expect(screen.getByText('Download your resume as PDF, Word or plain text.')).toBeVisible();
  });

  it('shows the catalogue error when checkout cannot start', async () => {
    const { SubscriptionError } = await import('@resumio/contract');
    renderGate(
      fakeSubscription(undefined, {
        upgrade: async () => Promise.reject(new SubscriptionError('NO_SESSION_ID')),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No session ID received from checkout creation',
    );
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
  });

  it('asks an anonymous visitor to sign in and come back', async () => {
    const subscription = fakeSubscription(null);
    const { router } = renderGate(subscription, { feature: 'jobTracker' }, mockAuth('anonymous'));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fjob-tracker');
    expect(subscription.upgrade).not.toHaveBeenCalled();
  });
});
