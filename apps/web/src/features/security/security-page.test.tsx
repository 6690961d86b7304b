import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { SecurityPage } from './security-page.tsx';

const routes = [{ path: '/settings/security', element: <SecurityPage /> }];
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; rv:140.0) Gecko/20100101 Firefox/140.0';

function serve({ events = true }: { events?: boolean } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/me/security') {
      return Response.json({
        sessions: [
          { id: 'g1', userAgent: CHROME, signedInAt: '2026-11-27T09:00:00.000Z', current: true },
          { id: 'g2', userAgent: FIREFOX, signedInAt: '2026-11-26T18:30:00.000Z', current: false },
        ],
        events: events
          ? [{ id: 'e1', kind: 'sign-in', userAgent: FIREFOX, at: '2026-11-26T18:30:00.000Z' }]
          : [],
      });
    }
    if (url === '/api/me/password' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { currentPassword: string };
      if (body.currentPassword !== 'right-one') {
        return Response.json(
          {
            message: 'Your current password is not right.',
            error: 'Bad Request',
            code: 'VALIDATION_ERROR',
            details: [{ path: 'currentPassword', message: 'This is not your current password.' }],
          },
          { status: 400 },
        );
      }
      return Response.json({ endedSessions: 1 });
    }
    if (url === '/api/me/sessions' && method === 'DELETE') {
      return Response.json({ endedSessions: 2 });
    }
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Security settings', () => {
  it('lists the devices and the recent events', async () => {
    serve();
    renderRoutes(routes, '/settings/security', mockAuth('authenticated'));
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    const sessions = screen.getByRole('region', { name: 'Where you are signed in' });
    expect(await within(sessions).findByText('Chrome on Linux')).toBeInTheDocument();
    expect(within(sessions).getByText('This device')).toBeInTheDocument();
    expect(within(sessions).getByText('Firefox on Windows')).toBeInTheDocument();
    const events = screen.getByRole('region', { name: 'Recent security events' });
    expect(within(events).getByText('Signed in')).toBeInTheDocument();
  });

  it('says so when nothing happened', async () => {
    serve({ events: false });
    renderRoutes(routes, '/settings/security', mockAuth('authenticated'));
    expect(await screen.findByText('Nothing in the last 90 days.')).toBeInTheDocument();
  });

  it('keeps what was typed when the current password is wrong, then changes it', async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/settings/security', mockAuth('authenticated'));
    const form = screen.getByRole('form', { name: 'Change password' });
    const current = within(form).getByLabelText('Current password');
    const next = within(form).getByLabelText('New password');
    await user.type(current, 'wrong-one');
    await user.type(next, 'A-brand-new-passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('This is not your current password.')).toBeVisible();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(next).toHaveValue('A-brand-new-passphrase');

    await user.clear(current);
    await user.type(current, 'right-one');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText('Your password is changed. Every other device was signed out.'),
    ).toBeVisible();
  });

  it('signs out everywhere after a confirmation, then signs out here', async () => {
    const fetchMock = serve();
    const auth = mockAuth('authenticated');
    const user = userEvent.setup();
    renderRoutes(routes, '/settings/security', auth);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere…' }));
    await user.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect(await screen.findByText(/Every device was signed out/)).toBeVisible();
    expect(auth.signOut).toHaveBeenCalled();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/me/sessions' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});
