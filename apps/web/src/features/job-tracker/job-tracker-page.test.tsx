import { FREE_SUBSCRIPTION_STATUS } from '@resumio/contract';
import type { JobApplication } from '@resumio/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '@/lib/jobs/local-day.ts';
import { fakeSubscription } from '@/testing/fake-subscription.ts';
import { errorBody, fakeApi } from '@/testing/fake-api.ts';
import { board, makeDetail, makeJob, sampleJobs } from './testing/fixtures.ts';
import { renderTracker } from './testing/render-tracker.tsx';

function serve(jobs: JobApplication[] = sampleJobs(), overrides = {}) {
  return fakeApi({
    'GET /api/jobs/board': () => Response.json(board),
    'GET /api/jobs': () => Response.json({ items: jobs, total: jobs.length }),
    ...overrides,
  });
}

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return localDay(date);
};

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
  vi.unstubAllGlobals();
});

describe('/job-tracker', () => {
  it('shows free users what the tracker does and how to unlock it, and asks the API nothing', async () => {
    const api = serve();
    renderTracker('/job-tracker', fakeSubscription(FREE_SUBSCRIPTION_STATUS));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Job application tracker' }),
    ).toBeVisible();
    expect(screen.getByText('Premium feature')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Tracker views' })).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('explains the tracker when there is nothing in it, with both ways to start', async () => {
    const created = makeJob({ id: 'first', company: 'Hooli', role: 'Designer' });
    const api = serve([], {
      'POST /api/jobs': () => Response.json(makeDetail(created), { status: 201 }),
      'GET /api/jobs/first': () => Response.json(makeDetail(created)),
      'GET /api/resumes': () => Response.json({ items: [], page: 1, pageSize: 100, total: 0 }),
    });
    // As browsers do (jsdom has no showModal): a modal opens on its first focusable element.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
      this.querySelector<HTMLElement>('button, input, select, textarea')?.focus();
    };
    const user = userEvent.setup();
    const { router } = renderTracker();
    expect(
      await screen.findByRole('heading', { name: 'Track every application in one place' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import from Huntr or Teal (CSV)' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add your first application' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an application' });
    // The dialog opens on its first field, not on Close.
    expect(within(dialog).getByLabelText('Company')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Add application' }));
    expect(within(dialog).getByLabelText('Company')).toHaveAccessibleDescription(
      'Enter the company.',
    );
    await user.type(within(dialog).getByLabelText('Company'), 'Hooli');
    await user.type(within(dialog).getByLabelText('Role'), 'Designer');
    await user.click(within(dialog).getByRole('button', { name: 'Add application' }));

    await waitFor(() =>
      expect(api.bodies('POST', '/api/jobs')).toEqual([
        { company: 'Hooli', role: 'Designer', stageId: 'wishlist' },
      ]),
    );
    // The new application opens for its other details.
    expect(await screen.findByRole('dialog', { name: 'Hooli' })).toBeVisible();
    expect(router.state.location.search).toBe('?job=first');
  });

  it('fills a new application from its posting link and saves what the page said', async () => {
    const created = makeJob({
      id: 'linked',
      company: 'Halvard Systems',
      role: 'Platform Engineer',
    });
    const api = serve([], {
      'POST /api/jobs/from-link': () =>
        Response.json({
          company: 'Halvard Systems',
          role: 'Platform Engineer',
          location: 'Berlin, Germany',
          remotePolicy: 'remote',
          salaryMin: 70000,
          salaryMax: 90000,
          salaryCurrency: 'EUR',
          salaryPeriod: 'year',
          postingUrl: 'https://boards.example.com/halvard/1',
          source: 'boards.example.com',
          jobDescription: 'Run our Kubernetes platform.',
          deadlineOn: '2026-12-31',
          readFrom: 'structured-data',
        }),
      'POST /api/jobs': () => Response.json(makeDetail(created), { status: 201 }),
      'GET /api/jobs/linked': () => Response.json(makeDetail(created)),
      'GET /api/resumes': () => Response.json({ items: [], page: 1, pageSize: 100, total: 0 }),
    });
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    const user = userEvent.setup();
    renderTracker();
    await user.click(await screen.findByRole('button', { name: 'Add your first application' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an application' });
    await user.type(
      within(dialog).getByLabelText('Posting link (optional)'),
      'https://boards.example.com/halvard/1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Read the posting' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Company')).toHaveValue('Halvard Systems'),
    );
    expect(within(dialog).getByLabelText('Role')).toHaveValue('Platform Engineer');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Read from boards.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add application' }));
    await waitFor(() =>
      expect(api.bodies('POST', '/api/jobs')).toEqual([
        expect.objectContaining({
          company: 'Halvard Systems',
          role: 'Platform Engineer',
          location: 'Berlin, Germany',
          remotePolicy: 'remote',
          postingUrl: 'https://boards.example.com/halvard/1',
          source: 'boards.example.com',
          jobDescription: 'Run our Kubernetes platform.',
          deadlineOn: '2026-12-31',
        }),
      ]),
    );
  });

  it('switches views through the address and links to the analytics page', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderTracker();
    const nav = await screen.findByRole('navigation', { name: 'Tracker views' });
    expect(within(nav).getByRole('link', { name: 'Board' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/job-tracker/analytics',
    );

    await user.click(within(nav).getByRole('link', { name: 'Table' }));
    expect(router.state.location.search).toBe('?view=table');
    expect(await screen.findByRole('table')).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Table' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists what is due by day in the agenda, overdue first, each opening its application', async () => {
    const jobs = [
      makeJob({ id: 'late', company: 'Late Co', role: 'PM', followUpOn: day(-2) }),
      makeJob({
        id: 'soon',
        company: 'Soon Co',
        role: 'QA',
        stageId: 'applied',
        deadlineOn: day(1),
      }),
      makeJob({
        id: 'closed',
        company: 'Closed Co',
        role: 'Dev',
        stageId: 'rejected',
        deadlineOn: day(-1),
      }),
    ];
    serve(jobs, {
      'GET /api/jobs/late': () => Response.json(makeDetail(jobs[0]!)),
      'GET /api/resumes': () => Response.json({ items: [], page: 1, pageSize: 100, total: 0 }),
    });
    const user = userEvent.setup();
    const { router } = renderTracker('/job-tracker?view=agenda');

    const overdue = await screen.findByRole('region', { name: 'Overdue (1)' });
    expect(within(overdue).getByRole('button')).toHaveTextContent('Follow-up · overdue');
    expect(within(overdue).getByRole('heading', { level: 3 })).toHaveTextContent('2 days ago');
    const upcoming = screen.getByRole('region', { name: 'Today and upcoming' });
    expect(within(upcoming).getByRole('button')).toHaveTextContent('DeadlineSoon Co · QA');
    expect(within(upcoming).getByRole('heading', { level: 3 })).toHaveTextContent('Tomorrow');
    expect(screen.queryByText('Closed Co')).toBeNull();
    // The calendar feed is reachable from the tracker, not only from Settings.
    expect(screen.getByRole('link', { name: 'subscribe to your calendar feed' })).toHaveAttribute(
      'href',
      '/settings#calendar-feed',
    );

    await user.click(within(overdue).getByRole('button'));
    expect(router.state.location.search).toBe('?view=agenda&job=late');
    expect(await screen.findByRole('dialog', { name: 'Late Co' })).toBeVisible();
  });

  it('shows an error with Try again when the applications do not load', async () => {
    let fail = true;
    serve(sampleJobs(), {
      'GET /api/jobs': () =>
        fail
          ? errorBody(503, 'SERVICE_UNAVAILABLE', 'The service is busy.')
          : Response.json({ items: sampleJobs(), total: 3 }),
    });
    const user = userEvent.setup();
    renderTracker();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your applications did not load');
    expect(alert).toHaveTextContent('The service is busy.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Wishlist' })).toBeVisible();
  });
});
