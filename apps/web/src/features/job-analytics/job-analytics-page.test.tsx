import type { JobAnalytics } from '@resumio/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSubscription, premiumActive } from '@/testing/fake-subscription.ts';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import { JobAnalyticsPage } from './job-analytics-page.tsx';
import { emptyAnalytics, sampleAnalytics } from './testing/analytics-fixture.ts';

const routes = [
  { path: '/job-tracker/analytics', element: <JobAnalyticsPage /> },
  { path: '/job-tracker', element: <h1>Tracker</h1> },
];

function serve(analytics: (url: URL) => JobAnalytics) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname === '/api/jobs/analytics'
      ? Response.json(analytics(url))
      : Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const requested = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

function renderPage(
  path = '/job-tracker/analytics',
  subscription = fakeSubscription(premiumActive),
) {
  return renderWithSubscription(routes, path, mockAuth('authenticated'), subscription);
}

/** The cells of each body row of a table, as text (a missing figure reads "—No data"). */
function tableRows(table: HTMLElement): string[][] {
  const [, ...body] = within(table).getAllByRole('row');
  return body.map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobAnalyticsPage', () => {
  it('shows the key figures from the analytics the API returned', async () => {
    const fetchMock = serve(() => sampleAnalytics);
    renderPage();

    const figures = await screen.findByRole('region', { name: 'Key figures' });
    const figure = (label: string) =>
      within(figures).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(figure('Applications')).toHaveTextContent(/^20/);
    expect(figure('Applications')).toHaveTextContent('12 applications sent');
    expect(figure('Response rate')).toHaveTextContent(/^50%/);
    expect(figure('Interview rate')).toHaveTextContent(/^33%/);
    expect(figure('Median days to first response')).toHaveTextContent(/^6\.5 days/);
    expect(requested(fetchMock)).toEqual(['/api/jobs/analytics']);
    expect(screen.getByRole('link', { name: '← Back to the job tracker' })).toHaveAttribute(
      'href',
      '/job-tracker',
    );
  });

  it('gives every chart a data table that agrees with the figures', async () => {
    serve(() => sampleAnalytics);
    renderPage();

    expect(tableRows(await screen.findByRole('table', { name: 'Funnel' }))).toEqual([
      ['Saved', '20', '100%', '—No data'],
      ['Applied', '12', '60%', '60%'],
      ['Interviewing', '4', '20%', '33%'],
      ['Offer', '1', '5%', '25%'],
    ]);
    expect(tableRows(screen.getByRole('table', { name: 'Applications per week' }))).toEqual([
      ['Nov 2, 2026', '3'],
      ['Nov 9, 2026', '0'],
      ['Nov 16, 2026', '5'],
      ['Nov 23, 2026', '4'],
    ]);
    expect(tableRows(screen.getByRole('table', { name: 'Average days in each stage' }))).toEqual([
      ['Wishlist', '3.2 days', '20'],
      ['Applied', '9 days', '12'],
      ['Phone screen', '—No data', '0'],
      ['Offer', '1 day', '1'],
    ]);
    expect(tableRows(screen.getByRole('table', { name: 'Outcomes by source' }))).toEqual([
      ['LinkedIn', '7', '3', '1', '43%'],
      ['Referral', '5', '1', '0', '20%'],
    ]);
    const resumes = screen.getByRole('table', { name: 'Outcomes by resume version' });
    expect(tableRows(resumes)).toEqual([
      ['Frontend resume', '8', '3', '1', '38%', '13%'],
      ['Full-stack resume', '4', '1', '0', '25%', '0%'],
    ]);
    expect(within(resumes).getByRole('link', { name: 'Frontend resume' })).toHaveAttribute(
      'href',
      '/my-resumes/r-front',
    );
  });

  it('puts a chart’s table on screen on request', async () => {
    serve(() => sampleAnalytics);
    renderPage();
    const funnel = await screen.findByRole('region', { name: 'Funnel' });
    const toggle = within(funnel).getByRole('button', { name: 'Show as table' });
    // Before: the table is there for screen readers only, beside the drawing.
    expect(within(funnel).getByRole('table').closest('.sr-only')).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(funnel).getByRole('table').closest('.sr-only')).toBeNull();
  });

  it('asks for the chosen period and keeps it in the address', async () => {
    const fetchMock = serve(() => sampleAnalytics);
    const { router } = renderPage();
    await screen.findByRole('region', { name: 'Key figures' });

    await userEvent.type(screen.getByLabelText('From'), '2026-09-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-25');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/jobs/analytics?from=2026-09-01&to=2026-11-25'),
    );
    expect(router.state.location.search).toBe('?from=2026-09-01&to=2026-11-25');
    expect(
      await screen.findByText('Applications added from Sep 1, 2026 to Nov 25, 2026.'),
    ).toBeVisible();
  });

  it('refuses a period that ends before it starts', async () => {
    const fetchMock = serve(() => sampleAnalytics);
    renderPage();
    await screen.findByRole('region', { name: 'Key figures' });

    await userEvent.type(screen.getByLabelText('From'), '2026-11-25');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date.',
    );
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(requested(fetchMock)).toEqual(['/api/jobs/analytics']);
  });

  it('explains what will appear when there is nothing to analyse yet', async () => {
    serve(() => emptyAnalytics);
    renderPage();

    expect(
      await screen.findByRole('heading', {
        name: 'Your analytics appear once you track applications',
      }),
    ).toBeVisible();
    expect(screen.getByText(/your funnel from saved to offer/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add an application' })).toHaveAttribute(
      'href',
      '/job-tracker',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers the whole history when a period holds nothing', async () => {
    const fetchMock = serve((url) => (url.search ? emptyAnalytics : sampleAnalytics));
    const { router } = renderPage('/job-tracker/analytics?from=2020-01-01&to=2020-01-31');

    expect(
      await screen.findByRole('heading', { name: 'No applications in this period' }),
    ).toBeVisible();
    expect(screen.getByText(/between Jan 1, 2020 and Jan 31, 2020/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show all time' }));

    expect(await screen.findByRole('region', { name: 'Key figures' })).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(requested(fetchMock)).toEqual([
      '/api/jobs/analytics?from=2020-01-01&to=2020-01-31',
      '/api/jobs/analytics',
    ]);
  });

  it('explains the empty parts of a report that has applications', async () => {
    // Three saved, none sent: only the stage times have anything to show.
    serve(() => ({
      ...emptyAnalytics,
      total: 3,
      funnel: emptyAnalytics.funnel.map((step) =>
        step.phase === 'saved' ? { ...step, count: 3 } : step,
      ),
      daysInStage: sampleAnalytics.daysInStage,
    }));
    renderPage();

    const figures = await screen.findByRole('region', { name: 'Key figures' });
    expect(within(figures).getAllByText('No data')).toHaveLength(3);
    expect(
      within(figures).getAllByText('Appears once an application reaches Applied.'),
    ).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Applications per week' })).getByText(
        /once you mark applications as applied/,
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Outcomes by source' })).getByText(
        /Add where you found each job/,
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Outcomes by resume version' })).getByText(
        /Link the resume you sent/,
      ),
    ).toBeVisible();
  });

  it('shows the error and tries again on request', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        calls += 1;
        return calls === 1
          ? Response.json(
              { message: 'Analytics are resting', error: 'Service Unavailable', code: 'X' },
              { status: 503 },
            )
          : Response.json(sampleAnalytics);
      }),
    );
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Analytics are resting');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Key figures' })).toBeVisible();
  });

  it('shows the Premium gate to a free user and asks the API nothing', async () => {
    const fetchMock = serve(() => sampleAnalytics);
    renderPage('/job-tracker/analytics', fakeSubscription());

    expect(
      screen.getByRole('region', { name: 'Advanced Job Application Tracking' }),
    ).toHaveTextContent('gives analytics');
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Key figures' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
