import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { ConfirmEmailPage } from './confirm-email-page.tsx';

const routes = [{ path: '/confirm-email', element: <ConfirmEmailPage /> }];

function serve(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input) === '/api/email-verification/confirm'
      ? answer()
      : Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The emailed link opens the page with its token in the fragment. */
function openLink(fragment: string) {
  window.history.replaceState(null, '', `/confirm-email${fragment}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('Confirm email page', () => {
  it('sends the token once, takes it out of the address bar and says it is done', async () => {
    const fetchMock = serve(() => Response.json({ email: 'ada@example.com', changed: false }));
    openLink('#tok_123-abc');
    renderRoutes(routes, '/confirm-email', mockAuth('authenticated'));
    expect(
      await screen.findByRole('heading', { name: 'Your email address is confirmed' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.com is confirmed');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const confirmCalls = fetchMock.mock.calls.filter(
      ([url]) => String(url) === '/api/email-verification/confirm',
    );
    expect(confirmCalls).toHaveLength(1);
    expect(JSON.parse(String(confirmCalls[0]![1]?.body))).toEqual({ token: 'tok_123-abc' });
  });

  it('tells the truth about a used or expired link, and offers sign-in when signed out', async () => {
    serve(() =>
      Response.json(
        {
          message: 'This confirmation link no longer works: a link works once, for 24 hours.',
          error: 'Bad Request',
          code: 'VERIFICATION_LINK_INVALID',
        },
        { status: 400 },
      ),
    );
    openLink('#used-token');
    renderRoutes(routes, '/confirm-email', mockAuth('anonymous'));
    expect(
      await screen.findByRole('heading', { name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('works once, for 24 hours');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('explains a link without its token and sends nothing', async () => {
    const fetchMock = serve(() => Response.json({}));
    openLink('');
    renderRoutes(routes, '/confirm-email', mockAuth('anonymous'));
    expect(
      await screen.findByRole('heading', { name: 'This link is incomplete' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
