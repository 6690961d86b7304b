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

const readResult = {
  format: 'pdf',
  pages: 2,
  fileName: 'cv.pdf',
  lineCount: 40,
  document: {
    basics: { name: 'Ana Ruiz', label: 'Data Engineer', email: 'ana@example.org', phone: '' },
    work: [
      {
        name: 'Acme Ltd',
        position: 'Data Engineer',
        startDate: '2021-03',
        highlights: ['Built the pipeline.', 'Cut costs by a third.'],
      },
    ],
    education: [{ institution: 'Universidad de Sevilla', studyType: 'Grado', area: 'Matemáticas' }],
    skills: [{ name: 'Tools', keywords: ['Spark', 'SQL'] }],
  },
  notPlaced: [{ text: 'Miscelánea: ajedrez', section: 'Otros' }],
  sections: [{ kind: 'work', heading: 'Experiencia' }],
};

function pdfFile() {
  return new File(['%PDF-1.7 fake'], 'cv.pdf', { type: 'application/pdf' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('importing a PDF or Word resume', () => {
  it('shows what was read, lets the user fix a field, and saves a new resume', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = String(input);
        calls.push({ url, body: init?.body });
        if (url === '/api/resumes/import-file') return Response.json(readResult);
        return Response.json(
          {
            id: 'r9',
            title: 'Ana (imported)',
            templateId: 'classic',
            version: 1,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
            name: 'Ana',
            headline: '',
            document: { basics: { name: 'Ana' } },
          },
          { status: 201 },
        );
      }),
    );
    const { router } = renderRoutes(routes, '/new', mockAuth('authenticated'));

    await userEvent.upload(screen.getByLabelText('Import a resume'), pdfFile());

    const dialog = await screen.findByRole('dialog', { name: 'Review your imported resume' });
    expect(calls[0]?.body).toBeInstanceOf(FormData);
    expect(within(dialog).getByRole('heading', { name: /Work experience/ })).toHaveTextContent(
      'Work experience (1)',
    );
    expect(within(dialog).getByText('Acme Ltd', { exact: false, selector: 'ol li' })).toBeVisible();
    expect(within(dialog).getByText('Universidad de Sevilla')).toBeVisible();
    expect(within(dialog).getByText('Spark', { selector: 'li' })).toBeVisible();
    expect(within(dialog).getByText('SQL', { selector: 'li' })).toBeVisible();
    expect(within(dialog).getByText('Miscelánea: ajedrez')).toBeVisible();
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveFocus();

    await userEvent.clear(name);
    await userEvent.type(name, 'Ana María Ruiz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as a new resume' }));

    expect(await screen.findByText('Editor')).toBeVisible();
    expect(router.state.location.search).toBe('?id=r9');
    const saved = JSON.parse(String(calls[1]?.body)) as {
      source: string;
      title: string;
      document: {
        basics: { name: string };
        resumio: { customSections: { title: string; entries: { highlights: string[] }[] }[] };
      };
    };
    expect(saved.source).toBe('document');
    expect(saved.title).toBe('Ana María Ruiz (imported)');
    expect(saved.document.basics.name).toBe('Ana María Ruiz');
    expect(saved.document.resumio.customSections[0]?.entries[0]?.highlights).toEqual([
      'Miscelánea: ajedrez',
    ]);
    // The original file is kept with the saved resume (on by default).
    expect(calls[2]?.url).toBe('/api/resumes/r9/original');
    expect((calls[2]?.body as FormData).get('file')).toBeInstanceOf(File);
    // Typing a name key by key takes seconds when other test runs share the machine.
  }, 15_000);

  it('offers a PDF’s own pages beside what was read, and says so when they cannot be drawn', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Response.json(readResult)),
    );
    renderRoutes(routes, '/new', mockAuth('authenticated'));
    await userEvent.upload(screen.getByLabelText('Import a resume'), pdfFile());
    const dialog = await screen.findByRole('dialog', { name: 'Review your imported resume' });
    const toggle = within(dialog).getByRole('button', { name: 'Show the original beside it' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide the original');
    const panel = within(dialog).getByRole('region', { name: 'The original file' });
    expect(toggle).toHaveAttribute('aria-controls', panel.parentElement!.id);
    // The test's file is not a real PDF: the panel says so instead of staying busy.
    expect(
      await within(panel).findByText(/could not be drawn here/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(panel).toHaveAttribute('aria-busy', 'false');
    // What was read stays beside it, editable.
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ana Ruiz');

    await userEvent.click(toggle);
    expect(within(dialog).queryByRole('region', { name: 'The original file' })).toBeNull();
  }, 15_000);

  it('has no original pages to show for a Word file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json({ ...readResult, format: 'docx', fileName: 'cv.docx' }),
      ),
    );
    renderRoutes(routes, '/new', mockAuth('authenticated'));
    const docx = new File(['PK fake'], 'cv.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await userEvent.upload(screen.getByLabelText('Import a resume'), docx);
    const dialog = await screen.findByRole('dialog', { name: 'Review your imported resume' });
    expect(within(dialog).queryByRole('button', { name: /original beside/ })).toBeNull();
  });

  it('moves a line that was not placed into a field, by keyboard', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = String(input);
        calls.push({ url, body: init?.body });
        if (url === '/api/resumes/import-file') {
          return Response.json({
            ...readResult,
            notPlaced: [
              { text: 'Led the data team', section: 'Otros' },
              { text: '+34 600 000 000', section: 'Otros' },
            ],
          });
        }
        return Response.json(
          {
            id: 'r11',
            title: 'Ana (imported)',
            templateId: 'classic',
            version: 1,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
            name: 'Ana',
            headline: '',
            document: { basics: { name: 'Ana' } },
          },
          { status: 201 },
        );
      }),
    );
    renderRoutes(routes, '/new', mockAuth('authenticated'));
    await userEvent.upload(screen.getByLabelText('Import a resume'), pdfFile());
    const dialog = await screen.findByRole('dialog', { name: 'Review your imported resume' });

    await userEvent.selectOptions(
      within(dialog).getByLabelText('Move “Led the data team” to'),
      'A bullet of “Data Engineer at Acme Ltd”',
    );
    // The first line's button: only a line with a place chosen can be moved.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Move' })[0]!);
    expect(within(dialog).getByRole('heading', { name: /Not placed/ })).toHaveTextContent(
      'Not placed (1)',
    );
    expect(screen.getByText(/Moved “Led the data team” to A bullet/)).toBeInTheDocument();
    // Focus goes to the next line's choice, so the keyboard user carries on from there.
    const phoneLine = within(dialog).getByLabelText('Move “+34 600 000 000” to');
    expect(phoneLine).toHaveFocus();
    await userEvent.selectOptions(phoneLine, 'Phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('+34 600 000 000');
    expect(within(dialog).getByText('Every line of the file went into a field.')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as a new resume' }));
    expect(await screen.findByText('Editor')).toBeVisible();
    const saved = JSON.parse(String(calls[1]?.body)) as {
      document: {
        basics: { phone: string };
        work: { highlights: string[] }[];
        resumio?: { customSections?: unknown[] };
      };
    };
    expect(saved.document.basics.phone).toBe('+34 600 000 000');
    expect(saved.document.work[0]?.highlights).toEqual([
      'Built the pipeline.',
      'Cut costs by a third.',
      'Led the data team',
    ]);
    expect(saved.document.resumio?.customSections ?? []).toEqual([]);
  }, 15_000);

  it('takes a value placed in the wrong field back to "not placed" and moves it on, by keyboard', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = String(input);
        calls.push({ url, body: init?.body });
        if (url === '/api/resumes/import-file') {
          return Response.json({
            ...readResult,
            document: {
              ...readResult.document,
              work: [
                { name: 'Acme Ltd', position: 'Data Engineer', startDate: '2021-03' },
                { name: 'Acme Ltd', position: 'Reduced query costs by 40%' },
              ],
            },
            notPlaced: [],
          });
        }
        return Response.json(
          {
            id: 'r12',
            title: 'Ana (imported)',
            templateId: 'classic',
            version: 1,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
            name: 'Ana',
            headline: '',
            document: { basics: { name: 'Ana' } },
          },
          { status: 201 },
        );
      }),
    );
    renderRoutes(routes, '/new', mockAuth('authenticated'));
    await userEvent.upload(screen.getByLabelText('Import a resume'), pdfFile());
    const dialog = await screen.findByRole('dialog', { name: 'Review your imported resume' });

    // A bullet read as a job's position: out to "not placed"…
    within(dialog)
      .getByRole('button', { name: 'Move “Reduced query costs by 40%” to Not placed' })
      .focus();
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('heading', { name: /Not placed/ })).toHaveTextContent(
      'Not placed (1)',
    );
    expect(within(dialog).getByText('(under “Work experience”)')).toBeVisible();
    expect(
      screen.getByText(/Moved “Reduced query costs by 40%” to Not placed/),
    ).toBeInTheDocument();
    // …focus on its choice, then into the first job's bullets.
    const choice = within(dialog).getByLabelText('Move “Reduced query costs by 40%” to');
    expect(choice).toHaveFocus();
    await userEvent.selectOptions(choice, 'A bullet of “Data Engineer at Acme Ltd”');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    // A skill can go the same way, and stays listed rather than lost.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move “SQL” to Not placed' }));
    expect(within(dialog).getByText('Spark', { selector: 'li' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as a new resume' }));
    expect(await screen.findByText('Editor')).toBeVisible();
    const saved = JSON.parse(String(calls[1]?.body)) as {
      document: {
        work: { position?: string; highlights?: string[] }[];
        skills: { keywords?: string[] }[];
        resumio?: { customSections?: { entries: { highlights: string[] }[] }[] };
      };
    };
    expect(saved.document.work[0]?.highlights).toEqual(['Reduced query costs by 40%']);
    expect(saved.document.work[1]?.position).toBe('');
    expect(saved.document.skills[0]?.keywords).toEqual(['Spark']);
    expect(saved.document.resumio?.customSections?.[0]?.entries[0]?.highlights).toEqual(['SQL']);
  }, 15_000);

  it('reads a LinkedIn export and keeps no original when the user says so', async () => {
    const calls: { url: string; method?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = String(input);
        calls.push({ url, method: init?.method });
        if (url === '/api/resumes/import-file') {
          return Response.json({
            ...readResult,
            format: 'linkedin',
            pages: 0,
            fileName: 'export.zip',
          });
        }
        return Response.json(
          {
            id: 'r10',
            title: 'Ana (imported)',
            templateId: 'classic',
            version: 1,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
            name: 'Ana',
            headline: '',
            document: { basics: { name: 'Ana' } },
          },
          { status: 201 },
        );
      }),
    );
    renderRoutes(routes, '/new', mockAuth('authenticated'));

    await userEvent.upload(
      screen.getByLabelText('Import a resume'),
      new File(['PK'], 'export.zip', { type: 'application/zip' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Review your imported resume' });
    expect(dialog).toHaveTextContent('Read from export.zip (LinkedIn data export)');
    const keep = within(dialog).getByLabelText(/Keep export.zip with the resume/);
    expect(keep).toBeChecked();
    await userEvent.click(keep);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as a new resume' }));

    expect(await screen.findByText('Editor')).toBeVisible();
    expect(calls.map((c) => c.url)).toEqual(['/api/resumes/import-file', '/api/resumes']);
  });

  it('says why a file cannot be read, and saves nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json(
        {
          message: 'This file has no text to read: it looks like a scan or pictures of a resume.',
          error: 'Unprocessable Entity',
          code: 'IMPORT_FILE_NO_TEXT',
        },
        { status: 422 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/new', mockAuth('authenticated'));

    await userEvent.upload(screen.getByLabelText('Import a resume'), pdfFile());

    expect(await screen.findByText(/it looks like a scan/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses other kinds of files in the browser', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/new', mockAuth('authenticated'));

    await userEvent.upload(
      screen.getByLabelText('Import a resume'),
      new File(['x'], 'photo.png', { type: 'image/png' }),
      { applyAccept: false },
    );

    expect(await screen.findByText(/Choose a PDF, a Word/)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
