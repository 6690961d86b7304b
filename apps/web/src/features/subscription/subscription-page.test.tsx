import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscriptionError, type SubscriptionStatusResponse } from '@resumio/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSubscription, premiumActive } from '@/testing/fake-subscription.ts';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import type { SubscriptionContextValue } from '@/lib/plan/plan-context.ts';
import { mockAuth } from '@/testing/mock-auth.ts';
import { formatDate } from './format-date.ts';
import { SubscriptionPage } from './subscription-page.tsx';

const routes = [{ path: '/subscription', element: <SubscriptionPage /> }];
const endsOn = formatDate(premiumActive.currentPeriodEnd)!;

function renderPage(subscription: SubscriptionContextValue, path = '/subscription') {
  return renderWithSubscription(routes, path, mockAuth('authenticated'), subscription);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SubscriptionPage', () => {
  it('shows an active Premium plan with its renewal date', () => {
    renderPage(fakeSubscription(premiumActive));
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    expect(screen.getByText('Premium', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByText(`Renews on ${endsOn}`)).toBeVisible();
    expect(document.title).toBe('Subscription | Resumio');
  });

  it('cancels only after confirmation, then says until when Premium lasts', async () => {
    const cancelled: SubscriptionStatusResponse = { ...premiumActive, cancelAtPeriodEnd: true };
    const subscription = fakeSubscription(premiumActive, { cancel: vi.fn(async () => cancelled) });
    renderPage(subscription);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Premium?' });
    expect(dialog).toHaveTextContent(`You keep Premium until ${endsOn}.`);
    expect(within(dialog).getByRole('button', { name: 'Keep Premium' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Premium' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(subscription.cancel).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }),
    );
    expect(subscription.cancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(
      `Your subscription is cancelled. Premium ends on ${endsOn}`,
    );
  });

  it('keeps the dialog open with the message when cancelling fails', async () => {
    renderPage(
      fakeSubscription(premiumActive, {
        cancel: () => Promise.reject(new SubscriptionError('CANCEL_ERROR')),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to cancel subscription',
    );
  });

  it('shows the end date of a cancelled subscription and resumes it', async () => {
    const cancelled = { ...premiumActive, cancelAtPeriodEnd: true };
    const subscription = fakeSubscription(cancelled, { resume: vi.fn(async () => premiumActive) });
    renderPage(subscription);
    expect(screen.getByText(`Premium ends on ${endsOn}`)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(subscription.resume).toHaveBeenCalledOnce();
    expect(
      await screen.findByText(`Your subscription is back on. Renews on ${endsOn}`),
    ).toBeVisible();
  });

  it('offers the upgrade to a free user', async () => {
    const subscription = fakeSubscription();
    renderPage(subscription);
    expect(screen.getByText('Free', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('No subscription')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(subscription.upgrade).toHaveBeenCalledOnce();
  });

  it('announces a past-due subscription and opens the payment page', async () => {
    const subscription = fakeSubscription({ ...premiumActive, subscriptionStatus: 'past_due' });
    renderPage(subscription);
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Your last payment failed');
    await userEvent.click(within(banner).getByRole('button', { name: 'Update payment method' }));
    expect(subscription.updatePaymentMethod).toHaveBeenCalledOnce();
    expect(screen.getByText('Past due')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    renderPage(fakeSubscription(null, { loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your subscription…');
  });

  it('reports a failed fetch and retries on request', async () => {
    const subscription = fakeSubscription(undefined, {
      error: new SubscriptionError('SERVICE_UNAVAILABLE'),
    });
    renderPage(subscription);
    expect(screen.getByRole('alert')).toHaveTextContent('Subscription service not available');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(subscription.refresh).toHaveBeenCalledWith({ force: true });
  });

  it('says a cancelled checkout charged nothing', () => {
    renderPage(fakeSubscription(), '/subscription?checkout=cancelled');
    expect(screen.getByText('Checkout cancelled')).toBeVisible();
    expect(screen.getByText(/You have not been charged/)).toBeVisible();
  });

  it('confirms a successful checkout with the session, then welcomes the user', async () => {
    let paid = false;
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({
        sessionId: 'cs_1',
        status: paid ? 'complete' : 'open',
        subscription: paid ? premiumActive : { planType: 'free' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const subscription = fakeSubscription(undefined, {
      refresh: vi.fn(async () => premiumActive),
    });
    renderPage(subscription, '/subscription?checkout=success&session_id=cs_1');

    expect(screen.getByText('Confirming your payment…')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/stripe/checkout-session/cs_1');
    paid = true;
    expect(await screen.findByText('Welcome to Premium!', {}, { timeout: 3000 })).toBeVisible();
    expect(subscription.refresh).toHaveBeenCalledWith({ force: true });
  });
});
