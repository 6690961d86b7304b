import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscriptionError } from '@resumio/contract';
import { describe, expect, it } from 'vitest';
import { fakeSubscription, premiumActive } from '@/testing/fake-subscription.ts';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import { mockAuth } from '@/testing/mock-auth.ts';
import { PricingPage } from './pricing-page.tsx';

const routes = [
  { path: '/pricing', element: <PricingPage /> },
  { path: '/login', element: <p>Sign in</p> },
];

const premiumCard = () =>
  screen.getByRole('heading', { level: 2, name: 'Premium' }).parentElement as HTMLElement;

describe('PricingPage', () => {
  it('compares Free and Premium with the spec features and price text', () => {
    renderWithSubscription(routes, '/pricing', mockAuth('anonymous'), fakeSubscription(null));
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Free' })).toBeVisible();
    const card = premiumCard();
    for (const feature of [
      'AI Cover Letter Generation',
      'Advanced Job Application Tracking',
      'Resume Enhancement for Job Applications',
      'Priority Customer Support',
      'Export to Multiple Formats',
      'Unlimited Resume Templates',
    ]) {
      expect(within(card).getByText(feature)).toBeVisible();
    }
    expect(
      within(card).getByText(/^(Starting at \$24\.99\/month|Limited Time: .*)$/),
    ).toBeVisible();
    // The response time Premium members are promised, as the contact form promises it.
    expect(within(card).getByText('Replies within 1 business day')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start for free' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(document.title).toBe('Pricing | Resumio');
  });

  it('sends an anonymous visitor to sign in, to come back and upgrade', async () => {
    const subscription = fakeSubscription(null);
    const { router } = renderWithSubscription(
      routes,
      '/pricing',
      mockAuth('anonymous'),
      subscription,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Upgrade to Premium' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fpricing%3Fupgrade%3D1');
    expect(subscription.upgrade).not.toHaveBeenCalled();
    expect(window.dataLayer).toContainEqual({
      event: 'subscription_action',
      action: 'upgrade_sign_in',
      plan: 'free',
    });
  });

  it('is a real link that carries the upgrade on, for a click before the page’s script runs', async () => {
    renderWithSubscription(routes, '/pricing', mockAuth('anonymous'), fakeSubscription(null));
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/pricing?upgrade=1',
    );
  });

  it('asks a signed-out visitor arriving with ?upgrade=1 to sign in, then come back', async () => {
    const subscription = fakeSubscription(null);
    const { router } = renderWithSubscription(
      routes,
      '/pricing?upgrade=1',
      mockAuth('anonymous'),
      subscription,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fpricing%3Fupgrade%3D1');
    expect(subscription.upgrade).not.toHaveBeenCalled();
  });

  it('starts checkout once when a member comes back with ?upgrade=1, and drops the flag', async () => {
    const subscription = fakeSubscription();
    const { router } = renderWithSubscription(
      routes,
      '/pricing?upgrade=1',
      mockAuth('authenticated'),
      subscription,
    );
    await waitFor(() => expect(subscription.upgrade).toHaveBeenCalledOnce());
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('button', { name: 'Redirecting to checkout…' })).toBeDisabled();
  });

  it('waits for the plan before acting on ?upgrade=1, and skips it for Premium users', async () => {
    const subscription = fakeSubscription(premiumActive);
    const { router } = renderWithSubscription(
      routes,
      '/pricing?upgrade=1',
      mockAuth('authenticated'),
      subscription,
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(subscription.upgrade).not.toHaveBeenCalled();
  });

  it('starts checkout for a signed-in free user', async () => {
    const subscription = fakeSubscription();
    renderWithSubscription(routes, '/pricing', mockAuth('authenticated'), subscription);
    expect(screen.getByText('Your current plan')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Upgrade to Premium' }));
    expect(subscription.upgrade).toHaveBeenCalledOnce();
  });

  it('shows the catalogue message when checkout fails', async () => {
    renderWithSubscription(
      routes,
      '/pricing',
      mockAuth('authenticated'),
      fakeSubscription(undefined, {
        upgrade: () => Promise.reject(new SubscriptionError('INVALID_STRIPE_REQUEST')),
      }),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Upgrade to Premium' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid request; verify the price exists and is configured correctly',
    );
  });

  it("tells Premium users they're on Premium instead of offering the upgrade", () => {
    renderWithSubscription(
      routes,
      '/pricing',
      mockAuth('authenticated'),
      fakeSubscription(premiumActive),
    );
    expect(within(premiumCard()).getByText('You’re on Premium')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });

  it('answers questions in disclosures', async () => {
    renderWithSubscription(routes, '/pricing', mockAuth('anonymous'), fakeSubscription(null));
    const question = screen.getByRole('button', { name: 'Can I cancel at any time?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer).not.toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent(/Premium stays on until the end/);
  });
});
