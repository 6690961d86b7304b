import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { OriginalFilePanel } from './original-file-panel.tsx';

const routes = [{ path: '/r', element: <OriginalFilePanel resumeId="r1" /> }];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the original file on a resume’s page', () => {
  it('shows nothing for a resume without one', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ original: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/r', mockAuth('authenticated'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Original file' })).toBeNull();
  });

  it('names the file and deletes it once the owner confirms', async () => {
    const calls: { url: string; method: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        calls.push({ url: String(input), method: init?.method ?? 'GET' });
        if (init?.method === 'DELETE') return new Response(null, { status: 204 });
        return Response.json({
          original: {
            fileName: 'Ana Ruiz CV.pdf',
            format: 'pdf',
            size: 250_000,
            createdAt: '2026-11-27T10:00:00.000Z',
          },
        });
      }),
    );
    renderRoutes(routes, '/r', mockAuth('authenticated'));

    const panel = (await screen.findByRole('heading', { name: 'Original file' })).closest(
      'section',
    )!;
    expect(panel).toHaveTextContent('Imported from Ana Ruiz CV.pdf (PDF, 244 KB)');
    expect(within(panel).getByRole('button', { name: 'Download the original' })).toBeVisible();

    await userEvent.click(within(panel).getByRole('button', { name: 'Delete the original' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the original file?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the file' }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Original file' })).toBeNull(),
    );
    expect(calls.at(-1)).toEqual({ url: '/api/resumes/r1/original', method: 'DELETE' });
  });
});
