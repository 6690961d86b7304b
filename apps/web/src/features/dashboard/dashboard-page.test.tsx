import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const routes = [{ path: '/dashboard', element: <DashboardPage /> }];

const me = (displayName: string | null) =>
  Response.json({
    id: 'u1',
    email: 'ada@example.com',
    displayName,
    createdAt: '2026-01-01T00:00:00.000Z',
  });

const resumes = (total: number) => Response.json({ items: [], page: 1, pageSize: 1, total });

/** Answers /api/me and /api/resumes the way the server would for this account. */
function serve({
  displayName = 'Ada',
  total = 0,
}: {
  displayName?: string | null;
  total?: number;
}) {
  return vi.fn<typeof fetch>(async (input) =>
    String(input).startsWith('/api/resumes') ? resumes(total) : me(displayName),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DashboardPage', () => {
  it('welcomes back a user with resumes by the name from /api/me and links to every tool', async () => {
    const fetchMock = serve({ total: 3 });
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/dashboard', mockAuth('authenticated'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' }),
    ).toBeVisible();
    expect(screen.getByText('Pick up where you left off.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Start your first resume' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(
      expect.arrayContaining(['/api/me', '/api/resumes?page=1&pageSize=1']),
    );
    for (const [name, href] of [
      ['Resumes', '/my-resumes'],
      ['Cover letters', '/cover-letters'],
      ['Job tracker', '/job-tracker'],
      ['AI resume builder', '/ai-resume-builder'],
      ['Subscription', '/subscription'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
    expect(document.title).toBe('Dashboard | Resumio');
  });

  it('welcomes a new user without resumes, never "Welcome back", and offers a first resume', async () => {
    vi.stubGlobal('fetch', serve({ total: 0 }));
    renderRoutes(routes, '/dashboard', mockAuth('authenticated'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Start your first resume' })).toHaveAttribute(
      'href',
      '/resume',
    );
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
    renderRoutes(routes, '/dashboard', mockAuth('authenticated'));

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
    renderRoutes(routes, '/dashboard', mockAuth('authenticated'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Service is restarting');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome$/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Without a display name the greeting falls back to the name from the sign-in profile.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' }),
    ).toBeVisible();
  });
});
