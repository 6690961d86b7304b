import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { VerificationBanner } from './verification-banner.tsx';

const routes = [{ path: '/', element: <VerificationBanner /> }];

function serve({ emailVerified, resend }: { emailVerified: boolean; resend?: () => Response }) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/me') {
      return Response.json({
        id: 'u1',
        email: 'ada@example.com',
        displayName: 'Ada',
        emailVerified,
        createdAt: '2026-11-27T10:00:00.000Z',
      });
    }
    if (url === '/api/me/email-verification' && init?.method === 'POST') {
      return resend ? resend() : Response.json({ status: 'sent' });
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

describe('Verification banner', () => {
  it('says what waits for the confirmation and sends a new link on request', async () => {
    const fetchMock = serve({ emailVerified: false });
    const user = userEvent.setup();
    renderRoutes(routes, '/', mockAuth('authenticated'));
    const banner = await screen.findByRole('region', { name: 'Confirm your address' });
    expect(banner).toHaveTextContent('We sent a link to ada@example.com');
    expect(banner).toHaveTextContent('Premium and reminder emails wait');

    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('A new link is on its way to ada@example.com.')).toBeVisible();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/me/email-verification' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('shows the server’s message when too many links were asked for', async () => {
    serve({
      emailVerified: false,
      resend: () =>
        Response.json(
          {
            message: 'We have sent several confirmation emails in the last hour.',
            error: 'Too Many Requests',
            code: 'RATE_LIMITED',
          },
          { status: 429 },
        ),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/', mockAuth('authenticated'));
    await user.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('several confirmation emails');
  });

  it('stays away once the address is confirmed, and for visitors', async () => {
    const fetchMock = serve({ emailVerified: true });
    const { unmount } = renderRoutes(routes, '/', mockAuth('authenticated'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Confirm your address' })).toBeNull();
    unmount();
    fetchMock.mockClear();
    renderRoutes(routes, '/', mockAuth('anonymous'));
    expect(screen.queryByRole('region')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
