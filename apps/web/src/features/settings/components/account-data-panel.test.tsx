import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSubscription } from '@/testing/fake-subscription.ts';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import { SettingsPage } from '../settings-page.tsx';

const routes = [{ path: '/settings', element: <SettingsPage /> }];

/** The account API as the panel sees it: the export file, and a deletion that checks the address. */
function serve({ deleteFails = false }: { deleteFails?: boolean } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/me/export') {
      return new Response('{"format":1}', {
        headers: {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="resumio-data-2026-11-27.json"',
        },
      });
    }
    if (url === '/api/me' && method === 'DELETE') {
      if (deleteFails) {
        return Response.json(
          {
            message: 'Your subscription could not be cancelled at the payment provider.',
            error: 'Bad Gateway',
            code: 'PAYMENT_PROVIDER_ERROR',
          },
          { status: 502 },
        );
      }
      const { email } = JSON.parse(String(init?.body)) as { email: string };
      if (email.trim().toLowerCase() !== 'ada@example.com') {
        return Response.json(
          {
            message: 'Type the email address of your account to confirm.',
            error: 'Bad Request',
            code: 'VALIDATION_ERROR',
            details: [{ path: 'email', message: 'This is not the email address of your account.' }],
          },
          { status: 400 },
        );
      }
      return Response.json({ deleted: true, subscriptionCancelled: false });
    }
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Settings: your data', () => {
  it('downloads everything as the file the server names, with the user’s token', async () => {
    const fetchMock = serve();
    const createObjectURL = vi.fn(() => 'blob:data');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithSubscription(routes, '/settings', mockAuth('authenticated'), fakeSubscription());

    await user.click(screen.getByRole('button', { name: 'Download your data (JSON)' }));
    expect(
      await screen.findByText('Your data was saved as resumio-data-2026-11-27.json.'),
    ).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['GET /api/me/export']);
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({ Authorization: 'Bearer token-123' });
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed and shows the refusal beside the field, then deletes and signs out', async () => {
    const fetchMock = serve();
    const auth = mockAuth('authenticated');
    const user = userEvent.setup();
    renderWithSubscription(routes, '/settings', auth, fakeSubscription());

    expect(screen.getByRole('heading', { name: 'Delete your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const field = screen.getByRole('textbox', { name: 'Type your email address to confirm' });
    expect(field).toHaveFocus();
    expect(screen.getByText('Your account’s address is ada@example.com.')).toBeInTheDocument();

    // Nothing typed: said beside the field, no request.
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Type your email address to confirm.'),
    );
    expect(calls(fetchMock)).toEqual([]);

    await user.type(field, 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('This is not the email address of your account.'),
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('someone@example.com');
    expect(auth.signOut).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(
      await screen.findByText('Your account was deleted. Signing you out…'),
    ).toBeInTheDocument();
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
    expect(calls(fetchMock)).toEqual(['DELETE /api/me', 'DELETE /api/me']);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({
      email: 'Ada@Example.com',
    });
  });

  it('says the account was not deleted when the payment provider fails, and Cancel closes the form', async () => {
    serve({ deleteFails: true });
    const auth = mockAuth('authenticated');
    const user = userEvent.setup();
    renderWithSubscription(routes, '/settings', auth, fakeSubscription());

    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Type your email address to confirm' }),
      'ada@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('Your account was not deleted')).toBeInTheDocument();
    expect(
      screen.getByText('Your subscription could not be cancelled at the payment provider.'),
    ).toBeInTheDocument();
    expect(auth.signOut).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: /confirm/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toHaveFocus();
  });
});
