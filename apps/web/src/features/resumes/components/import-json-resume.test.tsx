import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { ImportJsonResume } from './import-json-resume.tsx';

const routes = [
  { path: '/new', element: <ImportJsonResume /> },
  { path: '/resume', element: <p>Editor</p> },
];

function created(importWarnings?: { path: string; message: string }[]) {
  return Response.json(
    {
      id: 'r1',
      title: 'Imported resume',
      templateId: 'classic',
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      name: 'Ana',
      headline: '',
      document: { basics: { name: 'Ana' } },
      ...(importWarnings ? { importWarnings } : {}),
    },
    { status: 201 },
  );
}

function resumeFile() {
  return new File([JSON.stringify({ basics: { name: 'Ana' } })], 'resume.json', {
    type: 'application/json',
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImportJsonResume', () => {
  it('shows what the import adjusted before opening the resume', async () => {
    const warnings = [
      { path: 'work[0].location', message: 'object written as text "Austin, Texas, US"' },
      { path: 'interests', message: "2× plain string read as an entry's name" },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => created(warnings)),
    );
    const { router } = renderRoutes(routes, '/new', mockAuth('authenticated'));

    await userEvent.upload(screen.getByLabelText('Import a resume'), resumeFile());

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Imported with 2 fields adjusted')).toBeVisible();
    expect(within(status).getByText('work[0].location')).toBeVisible();
    expect(within(status).getByText(/object written as text "Austin, Texas, US"/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/new');

    await userEvent.click(within(status).getByRole('button', { name: 'Open the resume' }));
    expect(router.state.location.pathname).toBe('/resume');
    expect(router.state.location.search).toBe('?id=r1');
  });

  it('opens a file that needed no repairs straight away', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => created()),
    );
    const { router } = renderRoutes(routes, '/new', mockAuth('authenticated'));

    await userEvent.upload(screen.getByLabelText('Import a resume'), resumeFile());

    expect(await screen.findByText('Editor')).toBeVisible();
    expect(router.state.location.search).toBe('?id=r1');
  });
});
