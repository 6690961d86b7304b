import { createResume } from '@resumio/resume';
import type { Resume } from '@resumio/resume-model';
import { useEffect, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { LOCAL_DOCUMENT_KEY } from './local-document.ts';
import { PreviewEditorPage, type WorkspaceProps } from './preview-editor-page.tsx';

function Workspace({ store }: WorkspaceProps) {
  return <p>Editing {store.get().basics?.name || 'a blank resume'}</p>;
}

function TemplateWorkspace({ store }: WorkspaceProps) {
  const [, rerender] = useState(0);
  useEffect(() => store.subscribe(() => rerender((n) => n + 1)), [store]);
  const resume = store.get();
  return (
    <p>
      Editing {resume.basics?.name} ({resume.resumio?.templateId})
    </p>
  );
}

const routes = [
  { path: '/preview-editor', element: <PreviewEditorPage Workspace={Workspace} /> },
  { path: '/resume', element: <h1>Resume editor</h1> },
];

const typed = () => {
  const resume = createResume({ title: 'My resume', templateId: 'modern' });
  return { ...resume, basics: { ...resume.basics, name: 'Zoë Łukasiewicz' } };
};

function serve(status = 201) {
  return vi.fn<typeof fetch>(async (_input, init) => {
    if (status !== 201) {
      return Response.json(
        { message: 'The service is restarting', error: 'Unavailable', code: 'SERVICE_UNAVAILABLE' },
        { status },
      );
    }
    const body = JSON.parse(String(init?.body)) as { document: ReturnType<typeof typed> };
    return Response.json(
      {
        id: 'saved-1',
        title: 'My resume',
        templateId: 'modern',
        version: 1,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        name: body.document.basics?.name ?? '',
        headline: '',
        document: body.document,
      },
      { status: 201 },
    );
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('PreviewEditorPage', () => {
  it('saves the resume by itself on the way back from sign-up and opens it', async () => {
    localStorage.setItem(LOCAL_DOCUMENT_KEY, JSON.stringify(typed()));
    const fetchMock = serve();
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, '/preview-editor?save=1', mockAuth('authenticated'));

    expect(await screen.findByRole('heading', { name: 'Resume editor' })).toBeVisible();
    expect(router.state.location.search).toBe('?id=saved-1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ source: 'document', title: 'My resume' });
    expect(body.document).toEqual(typed());
    expect(localStorage.getItem(LOCAL_DOCUMENT_KEY)).toBeNull();
  });

  it('keeps the resume and waits for a retry when the automatic save fails', async () => {
    localStorage.setItem(LOCAL_DOCUMENT_KEY, JSON.stringify(typed()));
    const fetchMock = serve(503);
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/preview-editor?save=1', mockAuth('authenticated'));

    expect(await screen.findByRole('alert')).toHaveTextContent('The service is restarting');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Editing Zoë Łukasiewicz')).toBeVisible();
    expect(localStorage.getItem(LOCAL_DOCUMENT_KEY)).not.toBeNull();

    vi.stubGlobal('fetch', serve());
    await userEvent.click(screen.getByRole('button', { name: 'Save to my account' }));
    expect(await screen.findByRole('heading', { name: 'Resume editor' })).toBeVisible();
  });

  it('offers nothing to save, and saves nothing, while the page is blank', async () => {
    const fetchMock = serve();
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/preview-editor?save=1', mockAuth('authenticated'));

    expect(await screen.findByText('Editing a blank resume')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fill in an example resume' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save to my account' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Save this resume/ })).toBeNull();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });

  it('asks visitors to sign up, coming back to save', async () => {
    renderRoutes(routes, '/preview-editor', mockAuth('anonymous'));
    expect(await screen.findByRole('link', { name: 'Sign up to save' })).toHaveAttribute(
      'href',
      `/register?returnTo=${encodeURIComponent('/preview-editor?save=1')}`,
    );
  });

  it('puts an imported resume on the page, keeping the template chosen here', async () => {
    localStorage.setItem(LOCAL_DOCUMENT_KEY, JSON.stringify(typed()));
    function Importer({ onImported }: { onImported: (document: Resume) => void }) {
      return (
        <button type="button" onClick={() => onImported({ basics: { name: 'Imported Person' } })}>
          Import your resume
        </button>
      );
    }
    renderRoutes(
      [
        {
          path: '/preview-editor',
          element: <PreviewEditorPage Workspace={TemplateWorkspace} Importer={Importer} />,
        },
      ],
      '/preview-editor',
      mockAuth('anonymous'),
    );

    expect(screen.getByText('Editing Zoë Łukasiewicz (modern)')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Import your resume' }));
    expect(await screen.findByText('Editing Imported Person (modern)')).toBeVisible();
  });
});
