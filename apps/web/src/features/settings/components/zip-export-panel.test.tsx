import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSubscription } from '@/testing/fake-subscription.ts';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import { SettingsPage } from '../settings-page.tsx';

const routes = [{ path: '/settings', element: <SettingsPage /> }];

const base = {
  id: 'exp-1',
  createdAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  byteSize: null,
  downloadUrl: null,
  error: null,
};
const preparing = (done: number, total: number) => ({
  ...base,
  status: 'preparing',
  progress: { done, total },
});
const ready = {
  ...base,
  status: 'ready',
  progress: { done: 40, total: 40 },
  finishedAt: '2026-11-28T10:01:00.000Z',
  expiresAt: '2026-11-29T10:01:00.000Z',
  byteSize: 3 * 1024 * 1024,
  downloadUrl: '/api/me/exports/exp-1/file',
};

/** The export API: each answer of a status read is taken from `statuses` in turn (the last stays). */
function serve({
  start = [base as object],
  statuses = [] as object[],
}: { start?: (object | Response)[]; statuses?: object[] } = {}) {
  let starts = 0;
  let reads = 0;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/me/exports' && method === 'POST') {
      const answer = start[Math.min(starts++, start.length - 1)]!;
      if (answer instanceof Response) return answer;
      return Response.json({ ...preparing(0, 0), ...answer }, { status: 202 });
    }
    if (url === '/api/me/exports/exp-1') {
      return Response.json(statuses[Math.min(reads++, statuses.length - 1)]);
    }
    if (url === '/api/me/exports/exp-1/file') {
      return new Response('PK', {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="resumio-export-2026-11-28.zip"',
        },
      });
    }
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const show = () =>
  renderWithSubscription(routes, '/settings', mockAuth('authenticated'), fakeSubscription());

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Settings: everything as a ZIP', () => {
  // The page asks again every 1.5 s while the export is prepared: this test waits for one turn.
  it(
    'prepares the export with a progress bar, then offers the download until the link expires',
    { timeout: 20_000 },
    async () => {
      const fetchMock = serve({ statuses: [preparing(12, 40), ready] });
      const createObjectURL = vi.fn(() => 'blob:zip');
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      const user = userEvent.setup();
      show();

      // The JSON export stays beside it.
      expect(screen.getByRole('button', { name: 'Download your data (JSON)' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Prepare ZIP export' }));

      const bar = await screen.findByRole('progressbar', { name: 'Preparing your ZIP export' });
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '12'));
      expect(bar).toHaveAttribute('aria-valuemin', '0');
      expect(bar).toHaveAttribute('aria-valuemax', '40');
      expect(bar).toHaveAttribute('aria-valuetext', '12 of 40 files');

      const download = await screen.findByRole(
        'button',
        { name: 'Download ZIP (3.0 MB)' },
        { timeout: 5000 },
      );
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      const expiry = screen.getByText((_, node) => node?.tagName === 'TIME');
      expect(expiry).toHaveAttribute('datetime', '2026-11-29T10:01:00.000Z');
      expect(screen.getByText('Your ZIP export is ready to download.')).toBeInTheDocument();

      await user.click(download);
      expect(
        await screen.findByText('Your export was saved as resumio-export-2026-11-28.zip.'),
      ).toBeInTheDocument();
      const fileCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/file'))!;
      expect(fileCall[1]?.headers).toEqual({ Authorization: 'Bearer token-123' });
      expect(click).toHaveBeenCalledTimes(1);
      // A reload finds the same export again.
      expect(window.localStorage.getItem('resumio:data-export')).toBe('exp-1');
    },
  );

  it('says why an export failed and starts a new one on “Try again”', async () => {
    const fetchMock = serve({
      statuses: [
        {
          ...base,
          status: 'failed',
          progress: { done: 3, total: 40 },
          error:
            'Preparing your export was interrupted (the server restarted). Please start it again.',
        },
      ],
    });
    window.localStorage.setItem('resumio:data-export', 'exp-1');
    const user = userEvent.setup();
    show();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your export could not be prepared')).toBeInTheDocument();
    expect(within(alert).getByText(/interrupted/)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url),
      ).toEqual(['/api/me/exports']),
    );
  });

  it('shows the server’s refusal to start, with a retry', async () => {
    serve({
      start: [
        Response.json(
          {
            message: 'You have started 5 exports in the last hour. Please try again in 12 minutes.',
            error: 'Too Many Requests',
            code: 'RATE_LIMITED',
          },
          { status: 429 },
        ),
      ],
    });
    const user = userEvent.setup();
    show();

    await user.click(screen.getByRole('button', { name: 'Prepare ZIP export' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your export did not start')).toBeInTheDocument();
    expect(within(alert).getByText(/5 exports in the last hour/)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('offers a new export once the last one’s link has expired', async () => {
    serve({ statuses: [{ ...base, status: 'expired', progress: { done: 40, total: 40 } }] });
    window.localStorage.setItem('resumio:data-export', 'exp-1');
    show();

    expect(
      await screen.findByText('Your last export’s link has expired and its file was deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare ZIP export' })).toBeEnabled();
  });
});
