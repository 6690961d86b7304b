import type { JobRemindersResponse } from '@resumio/contract/jobs';
import type { ResumeSummary } from '@resumio/contract/resumes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSubscription, premiumActive } from '@/testing/fake-subscription.ts';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const routes = [{ path: '/dashboard', element: <DashboardPage /> }];
const RESUMES_URL = '/api/resumes?page=1&pageSize=1&sort=updated_desc';

const me = (displayName: string | null) =>
  Response.json({
    id: 'u1',
    email: 'ada@example.com',
    displayName,
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  });

const latestResume: ResumeSummary = {
  id: 'r-1',
  title: 'Frontend engineer resume',
  templateId: 'classic',
  version: 4,
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
  name: 'Ada Lovelace',
  headline: 'Frontend engineer',
  tailoredFor: null,
};

const resumes = (total: number) =>
  Response.json({ items: total > 0 ? [latestResume] : [], page: 1, pageSize: 1, total });

const dueToday: JobRemindersResponse = {
  today: '2026-11-25',
  overdue: 1,
  dueToday: 2,
  items: [
    {
      jobId: 'job-acme',
      company: 'Acme',
      role: 'Frontend engineer',
      kind: 'follow-up',
      day: '2026-11-22',
      at: null,
      overdue: true,
    },
    {
      jobId: 'job-globex',
      company: 'Globex',
      role: 'Web developer',
      kind: 'deadline',
      day: '2026-11-25',
      at: null,
      overdue: false,
    },
    {
      jobId: 'job-initech',
      company: 'Initech',
      role: 'UI engineer',
      kind: 'interview',
      day: '2026-11-25',
      at: '2026-11-25T14:30:00.000Z',
      overdue: false,
    },
    {
      jobId: 'job-umbrella',
      company: 'Umbrella',
      role: 'React developer',
      kind: 'deadline',
      day: '2026-11-28',
      at: null,
      overdue: false,
    },
  ],
};

interface Account {
  displayName?: string | null;
  total?: number;
  jobs?: number;
  reminders?: JobRemindersResponse | (() => Response);
}

/** Answers the dashboard's calls the way the server would for this account. */
function serve({ displayName = 'Ada', total = 0, jobs = 0, reminders = dueToday }: Account = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/resumes')) return resumes(total);
    if (url.startsWith('/api/jobs/reminders')) {
      return typeof reminders === 'function' ? reminders() : Response.json(reminders);
    }
    if (url === '/api/jobs?limit=1') return Response.json({ items: [], total: jobs });
    return me(displayName);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const requested = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([url]) => String(url));

function renderDashboard(subscription = fakeSubscription()) {
  return renderWithSubscription(routes, '/dashboard', mockAuth('authenticated'), subscription);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DashboardPage', () => {
  it('welcomes back a user with resumes and offers to continue the latest one', async () => {
    const fetchMock = serve({ total: 3 });
    renderDashboard();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' }),
    ).toBeVisible();
    expect(screen.getByText('Pick up where you left off.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Start your first resume' })).toBeNull();
    expect(requested(fetchMock)).toEqual(expect.arrayContaining(['/api/me', RESUMES_URL]));

    const last = screen.getByRole('region', { name: 'Last edited resume' });
    expect(within(last).getByText('Frontend engineer resume')).toBeVisible();
    expect(within(last).getByRole('link', { name: 'Continue editing' })).toHaveAttribute(
      'href',
      '/resume?id=r-1',
    );
    expect(within(last).getByRole('link', { name: 'Tailor it to a job' })).toHaveAttribute(
      'href',
      '/my-resumes/r-1/apply',
    );
    const glance = screen.getByRole('region', { name: 'At a glance' });
    expect(within(glance).getByText('Resumes').nextElementSibling).toHaveTextContent(/^3/);
    await waitFor(() => expect(document.title).toBe('Dashboard | Resumio'));
  });

  it('offers the quick actions', async () => {
    serve({ total: 1 });
    renderDashboard();
    const actions = await screen.findByRole('region', { name: 'Quick actions' });
    for (const [name, href] of [
      ['New resume', '/resume?new=1'],
      ['Tailor for a job', '/my-resumes'],
      ['New cover letter', '/cover-letters?new=1'],
      ['Add application', '/job-tracker'],
    ]) {
      expect(within(actions).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('welcomes a new user without resumes, never "Welcome back", and offers a first resume', async () => {
    serve({ total: 0 });
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Start your first resume' })).toHaveAttribute(
      'href',
      '/resume',
    );
    expect(
      within(screen.getByRole('region', { name: 'Last edited resume' })).getByText(
        /The resume you edit last appears here/,
      ),
    ).toBeVisible();
  });

  it('offers a new user "Import your resume" as the first action, before a blank page', async () => {
    serve({ total: 0 });
    const ImportResume = () => <button type="button">Import your resume</button>;
    renderWithSubscription(
      [{ path: '/dashboard', element: <DashboardPage ImportResume={ImportResume} /> }],
      '/dashboard',
      mockAuth('authenticated'),
      fakeSubscription(),
    );

    const importButton = await screen.findByRole('button', { name: 'Import your resume' });
    const blank = screen.getByRole('link', { name: 'Or start from a blank page' });
    expect(blank).toHaveAttribute('href', '/resume');
    expect(
      importButton.compareDocumentPosition(blank) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('does not offer the first-run import to a user with resumes', async () => {
    serve({ total: 2 });
    const ImportResume = () => <button type="button">Import your resume</button>;
    renderWithSubscription(
      [{ path: '/dashboard', element: <DashboardPage ImportResume={ImportResume} /> }],
      '/dashboard',
      mockAuth('authenticated'),
      fakeSubscription(),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Import your resume' })).toBeNull();
  });

  it('does not say "Welcome back" while it is still finding out', async () => {
    let answerResumes: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) =>
        String(input).startsWith('/api/resumes')
          ? new Promise<Response>((resolve) => (answerResumes = resolve))
          : Promise.resolve(me('Ada')),
      ),
    );
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome,/);
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    answerResumes(resumes(2));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' }),
    ).toBeVisible();
  });

  it('shows the server error and retries on request', async () => {
    let meCalls = 0;
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      if (String(input).startsWith('/api/resumes')) return resumes(1);
      meCalls += 1;
      return meCalls === 1
        ? Response.json(
            {
              message: 'Service is restarting',
              error: 'Service Unavailable',
              code: 'SERVICE_UNAVAILABLE',
            },
            { status: 503 },
          )
        : me(null);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderDashboard();

    expect(await screen.findByRole('alert')).toHaveTextContent('Service is restarting');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome$/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Without a display name the greeting falls back to the name from the sign-in profile.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' }),
    ).toBeVisible();
  });

  it('tells a Premium user what is due today, in their time zone, with the counts', async () => {
    const fetchMock = serve({ total: 3, jobs: 12 });
    renderDashboard(fakeSubscription(premiumActive));

    const today = screen.getByRole('region', { name: 'Today' });
    expect(
      await within(today).findByText(/1 overdue item, 2 items due today and 1 item coming up/),
    ).toBeVisible();
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(requested(fetchMock)).toContain(
      `/api/jobs/reminders?${new URLSearchParams({ tz: timeZone, days: '7' })}`,
    );

    const overdue = within(today).getByRole('list', { name: 'Overdue (1)' });
    const acme = within(overdue).getByRole('link', { name: /^Follow up: Acme/ });
    expect(acme).toHaveAccessibleName(
      'Follow up: Acme, Frontend engineer, 3 days overdue (due Nov 22)',
    );
    expect(acme).toHaveAttribute('href', '/job-tracker?job=job-acme');
    const dueNow = within(today).getByRole('list', { name: 'Due today (2)' });
    expect(
      within(dueNow)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/job-tracker?job=job-globex', '/job-tracker?job=job-initech']);
    expect(within(dueNow).getByRole('link', { name: /^Interview: Initech/ })).toHaveTextContent(
      /Today at/,
    );
    expect(within(today).getByRole('list', { name: 'Coming up (1)' })).toHaveTextContent(
      'Umbrella',
    );

    const glance = screen.getByRole('region', { name: 'At a glance' });
    await waitFor(() =>
      expect(within(glance).getByText('Applications').nextElementSibling).toHaveTextContent(/^12/),
    );
    expect(within(glance).getByText('Resumes').nextElementSibling).toHaveTextContent(/^3/);
    expect(requested(fetchMock)).toContain('/api/jobs?limit=1');
    expect(
      within(screen.getByRole('region', { name: 'Your plan' })).getByText('Premium'),
    ).toBeVisible();
  });

  it('says what the Today panel will hold when nothing is due', async () => {
    serve({ reminders: { today: '2026-11-25', overdue: 0, dueToday: 0, items: [] } });
    renderDashboard(fakeSubscription(premiumActive));

    const today = screen.getByRole('region', { name: 'Today' });
    expect(await within(today).findByText('Nothing is due this week.')).toBeVisible();
    expect(within(today).getByText(/Deadlines, follow-up dates and interviews/)).toBeVisible();
  });

  it('shows why the reminders did not load and tries again', async () => {
    let calls = 0;
    serve({
      reminders: () => {
        calls += 1;
        return calls === 1
          ? Response.json(
              { message: 'Reminders are resting', error: 'Service Unavailable', code: 'X' },
              { status: 503 },
            )
          : Response.json(dueToday);
      },
    });
    renderDashboard(fakeSubscription(premiumActive));

    const today = screen.getByRole('region', { name: 'Today' });
    expect(await within(today).findByRole('alert')).toHaveTextContent('Reminders are resting');
    await userEvent.click(within(today).getByRole('button', { name: 'Try again' }));
    expect(await within(today).findByRole('list', { name: 'Overdue (1)' })).toBeVisible();
  });

  it('shows a free user the tracker as a preview and never calls the Premium APIs', async () => {
    const fetchMock = serve({ total: 2 });
    renderDashboard(fakeSubscription());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' }),
    ).toBeVisible();
    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getByText(/deadlines, follow-ups and interviews due today/)).toBeVisible();
    expect(
      within(today).getByRole('region', { name: 'Advanced Job Application Tracking' }),
    ).toBeVisible();
    expect(within(today).getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
    const glance = screen.getByRole('region', { name: 'At a glance' });
    expect(within(glance).getByText('Applications').nextElementSibling).toHaveTextContent(
      'Tracked with Premium',
    );
    expect(
      within(screen.getByRole('region', { name: 'Your plan' })).getByText('Free'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Quick actions' })).getByRole('link', {
        name: 'Add application',
      }),
    ).toHaveAccessibleDescription('Track a job you saved or applied to. Premium');
    expect(requested(fetchMock).filter((url) => url.startsWith('/api/jobs'))).toEqual([]);
  });

  it('waits for the plan before asking for anything Premium', async () => {
    const fetchMock = serve({ total: 2 });
    renderDashboard(fakeSubscription(null, { loading: true }));

    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' });
    expect(screen.getAllByText('Checking your plan…').length).toBeGreaterThan(0);
    expect(requested(fetchMock).filter((url) => url.startsWith('/api/jobs'))).toEqual([]);
  });
});
