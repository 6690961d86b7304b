import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SubscriptionError,
  type BillingDetailsResponse,
  type SubscriptionStatusResponse,
} from '@resumio/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const billing: BillingDetailsResponse = {
  card: { brand: 'visa', last4: '4242', expMonth: 7, expYear: 2031 },
  invoices: [
    {
      id: 'in_2',
      number: 'ABCD1234-0002',
      createdAt: '2026-11-21T10:00:00.000Z',
      amount: 2499,
      currency: 'usd',
      status: 'open',
      pdfUrl: 'https://app.test/checkout/invoices/invst_2',
      hostedUrl: null,
    },
    {
      id: 'in_1',
      number: 'ABCD1234-0001',
      createdAt: '2026-10-21T10:00:00.000Z',
      amount: 1250,
      currency: 'usd',
      status: 'paid',
      pdfUrl: null,
      hostedUrl: 'https://invoice.stripe.test/i/in_1',
    },
  ],
};

/** The API's billing details answer, or a failure, for the page's own request. */
function answerBilling(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (String(input) === '/api/stripe/billing-details') return answer();
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  answerBilling(() => Response.json({ card: null, invoices: [] }));
});

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

  describe('billing details', () => {
    it('shows the card on file and the invoices of a subscriber', async () => {
      answerBilling(() => Response.json(billing));
      renderPage(fakeSubscription(premiumActive));
      const method = await screen.findByRole('region', { name: 'Payment method' });
      expect(method).toHaveTextContent('Visa ending in 4242');
      expect(method).toHaveTextContent('Expires07/2031');

      const table = screen.getByRole('table', { name: 'Invoices, newest first' });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      expect(headers).toEqual(['Date', 'Amount', 'Status', 'Invoice']);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(2);
      expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(
        formatDate('2026-11-21T10:00:00.000Z')!,
      );
      expect(rows[0]).toHaveTextContent('$24.99');
      expect(rows[0]).toHaveTextContent('Due');
      expect(
        within(rows[0]!).getByRole('link', { name: 'Download invoice ABCD1234-0002 (PDF)' }),
      ).toHaveAttribute('href', 'https://app.test/checkout/invoices/invst_2');
      expect(rows[1]).toHaveTextContent('$12.50');
      expect(rows[1]).toHaveTextContent('Paid');
      const view = within(rows[1]!).getByRole('link', { name: 'View invoice ABCD1234-0001' });
      expect(view).toHaveAttribute('href', 'https://invoice.stripe.test/i/in_1');
      expect(view).toHaveAttribute('target', '_blank');
      expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('opens the payment page from "Update payment method", and says when it cannot', async () => {
      answerBilling(() => Response.json(billing));
      const subscription = fakeSubscription(premiumActive, {
        updatePaymentMethod: vi.fn(() => Promise.reject(new SubscriptionError('REDIRECT_ERROR'))),
      });
      renderPage(subscription);
      const method = await screen.findByRole('region', { name: 'Payment method' });
      await userEvent.click(within(method).getByRole('button', { name: 'Update payment method' }));
      expect(subscription.updatePaymentMethod).toHaveBeenCalledOnce();
      expect(await within(method).findByRole('alert')).toHaveTextContent(
        'Failed to redirect to checkout',
      );
      expect(within(method).getByRole('button', { name: 'Update payment method' })).toBeEnabled();
    });

    it('says when there is no card and no invoice yet', async () => {
      renderPage(fakeSubscription({ ...premiumActive, cancelAtPeriodEnd: true }));
      expect(await screen.findByText('No card on file.')).toBeVisible();
      expect(screen.getByText('No invoices yet.')).toBeVisible();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('announces the loading, then a failure with a way to try again', async () => {
      let fail = true;
      const fetchMock = answerBilling(() =>
        fail
          ? Response.json(
              {
                message: 'The payment provider could not complete the request.',
                error: 'Bad Gateway',
                code: 'PAYMENT_PROVIDER_ERROR',
              },
              { status: 502 },
            )
          : Response.json(billing),
      );
      renderPage(fakeSubscription(premiumActive));
      expect(screen.getByText('Loading your billing details…')).toBeInTheDocument();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('We couldn’t load your billing details');
      expect(alert).toHaveTextContent('The payment provider could not complete the request.');
      fail = false;
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Visa ending in 4242')).toBeVisible();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('is not shown, nor asked for, without a live subscription', () => {
      const fetchMock = answerBilling(() => Response.json(billing));
      renderPage(
        fakeSubscription({ ...premiumActive, planType: 'free', subscriptionStatus: 'canceled' }),
      );
      expect(screen.queryByRole('region', { name: 'Payment method' })).not.toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
