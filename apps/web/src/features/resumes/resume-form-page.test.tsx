import { createResume } from '@resumio/resume';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { ResumeFormPage } from './resume-form-page.tsx';

const routes = [
  { path: '/resume', element: <ResumeFormPage isPremium={false} renderUpgrade={() => null} /> },
];

const summary = (id: string) => ({
  id,
  title: 'Product roles',
  templateId: 'modern',
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  name: 'Ada',
  headline: '',
});

/** A server with the given resumes; opening one answers 404 so the editor itself stays out. */
function server(existing: string[]) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      return Response.json(
        { ...summary('created-1'), title: 'Untitled resume', document: createResume() },
        { status: 201 },
      );
    }
    if (url.startsWith('/api/resumes?')) {
      return Response.json({
        items: existing.slice(0, 1).map(summary),
        page: 1,
        pageSize: 1,
        total: existing.length,
      });
    }
    if (url === '/api/resume-samples') return Response.json([]);
    return Response.json(
      { message: 'Resume not found', error: 'Not Found', code: 'NOT_FOUND' },
      { status: 404 },
    );
  });
}

const posts = (fetchMock: ReturnType<typeof server>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/resume', () => {
  it('reopens the resume edited last, replacing /resume in the history, and creates nothing', async () => {
    const fetchMock = server(['latest-1', 'older-2']);
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, '/resume', mockAuth('authenticated'));

    await waitFor(() => expect(router.state.location.search).toBe('?id=latest-1'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/resumes?page=1&pageSize=1&sort=updated_desc',
    );
    expect(posts(fetchMock)).toEqual([]);
  });

  it('offers the ways to start when there is no resume, and creates only on a click', async () => {
    const fetchMock = server([]);
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, '/resume', mockAuth('authenticated'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start a new resume' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Import a resume')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Start from a sample' })).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Start a blank resume' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=created-1'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(posts(fetchMock)).toHaveLength(1);
    expect(JSON.parse(String(posts(fetchMock)[0]![1]!.body))).toEqual({ source: 'blank' });
  });

  it('shows the chooser for a new resume even when others exist, with a linked template', async () => {
    const fetchMock = server(['latest-1']);
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/resume?new=1&template=classic', mockAuth('authenticated'));

    await userEvent.click(await screen.findByRole('button', { name: 'Start a blank resume' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetchMock)[0]![1]!.body))).toEqual({
      source: 'blank',
      templateId: 'classic',
    });
  });
});
