import type { JobRemindersResponse } from '@resumio/contract/jobs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSubscription, premiumActive } from '@/testing/fake-subscription.ts';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import { SiteHeader } from './site-header.tsx';

const routes = [{ path: '/dashboard', element: <SiteHeader /> }];

function serve(reminders: Pick<JobRemindersResponse, 'overdue' | 'dueToday'>) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json({ today: '2026-11-25', items: [], ...reminders }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderHeader(subscription = fakeSubscription(premiumActive)) {
  return renderWithSubscription(routes, '/dashboard', mockAuth('authenticated'), subscription);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Job Tracker badge', () => {
  it('names the overdue and due-today count in the desktop and mobile navigation', async () => {
    const fetchMock = serve({ overdue: 1, dueToday: 2 });
    renderHeader();

    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { name: 'Job Tracker, 3 due' })).toHaveAttribute(
      'href',
      '/job-tracker',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Job Tracker, 3 due' })).toBeVisible();
    // One request serves both menus.
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/api\/jobs\/reminders\?tz=.+&days=7$/);
  });

  it('shows no badge when nothing is due', async () => {
    const fetchMock = serve({ overdue: 0, dueToday: 0 });
    renderHeader();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Job Tracker' })).toBeVisible();
  });

  it('never asks for a free user, who cannot use the tracker', async () => {
    const fetchMock = serve({ overdue: 4, dueToday: 1 });
    renderHeader(fakeSubscription());
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Job Tracker' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
