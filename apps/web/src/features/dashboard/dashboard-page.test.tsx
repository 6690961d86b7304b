import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const routes = [{ path: '/dashboard', element: <DashboardPage /> }];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DashboardPage', () => {
  it('greets the user by the name from /api/me and links to every tool', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({
        id: 'u1',
        email: 'ada@example.com',
        displayName: 'Ada',
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/dashboard', mockAuth('authenticated'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' }),
    ).toBeVisible();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/me');
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

  it('shows the server error and retries on request', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        Response.json(
          {
            message: 'Service is restarting',
            error: 'Service Unavailable',
            code: 'SERVICE_UNAVAILABLE',
          },
          { status: 503 },
        ),
      )
      .mockResolvedValueOnce(
        Response.json({ id: 'u1', email: 'ada@example.com', displayName: null, createdAt: 'x' }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/dashboard', mockAuth('authenticated'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Service is restarting');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Without a display name the greeting falls back to the name from the sign-in profile.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' }),
    ).toBeVisible();
  });
});
