import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportIntoPreview } from './import-into-preview.tsx';

function readResult(overrides: { name?: string } = {}) {
  return {
    format: 'docx',
    pages: 1,
    fileName: 'cv.docx',
    lineCount: 12,
    document: {
      basics: { name: overrides.name ?? 'Ana Ruiz', email: 'ana@example.org' },
      work: [{ name: 'Acme Ltd', position: 'Data Engineer', startDate: '2021-03' }],
    },
    notPlaced: [],
    sections: [{ kind: 'work', heading: 'Experience' }],
  };
}

function docxFile() {
  return new File(['PK fake'], 'cv.docx', {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
}

function renderImporter(onImported = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ImportIntoPreview onImported={onImported} />
    </QueryClientProvider>,
  );
  return onImported;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('importing a file into the preview editor', () => {
  it('reads through the open route, reviews, and hands the fixed document to the page', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json(readResult()));
    vi.stubGlobal('fetch', fetchMock);
    const onImported = renderImporter();

    await userEvent.upload(screen.getByLabelText('Import your resume'), docxFile());

    const dialog = await screen.findByRole('dialog', { name: 'Review your imported resume' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/resume-import-preview');
    // No account: there is no resume to keep the original with.
    expect(within(dialog).queryByRole('checkbox', { name: /Keep cv.docx/ })).toBeNull();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana María Ruiz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this resume' }));

    expect(onImported).toHaveBeenCalledTimes(1);
    expect(onImported.mock.calls[0]?.[0]).toMatchObject({
      basics: { name: 'Ana María Ruiz', email: 'ana@example.org' },
      work: [{ name: 'Acme Ltd' }],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes a dropped file the same way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Response.json(readResult({ name: 'Dropped Person' }))),
    );
    renderImporter();

    fireEvent.drop(screen.getByTestId('file-drop-zone'), {
      dataTransfer: { files: [docxFile()] },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Review your imported resume' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Dropped Person');
  });

  it('says why a file was refused and opens no review', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json(
          {
            message: 'It looks like a scan or pictures of a resume.',
            error: 'Unprocessable Entity',
            code: 'IMPORT_FILE_NO_TEXT',
          },
          { status: 422 },
        ),
      ),
    );
    const onImported = renderImporter();

    await userEvent.upload(screen.getByLabelText('Import your resume'), docxFile());

    expect(await screen.findByText(/looks like a scan/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderImporter();
    const big = docxFile();
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });

    await userEvent.upload(screen.getByLabelText('Import your resume'), big);

    expect(await screen.findByText(/larger than 10 MB/)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
