import type { JobImportPreview } from '@resumio/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { board, sampleJobs } from '../../testing/fixtures.ts';
import { renderTracker } from '../../testing/render-tracker.tsx';

const CSV =
  'Company,Job Title,List,Date Applied\nHooli,Designer,Applied,2026-10-01\n,QA,Wishlist,\n';

function preview(mapping?: Record<string, string>): JobImportPreview {
  const roleField = mapping?.['Job Title'] ?? 'role';
  return {
    detected: 'huntr',
    columns: [
      { header: 'Company', field: 'company', samples: ['Hooli', ''] },
      { header: 'Job Title', field: roleField as 'role', samples: ['Designer', 'QA'] },
      { header: 'List', field: 'stage', samples: ['Applied', 'Wishlist'] },
      { header: 'Date Applied', field: 'appliedOn', samples: ['2026-10-01', ''] },
    ],
    rows: [
      {
        row: 2,
        company: 'Hooli',
        role: roleField === 'role' ? 'Designer' : '',
        stageId: 'applied',
      },
    ],
    readable: 1,
    problems: [{ row: 3, reason: 'The company is missing.', leftOut: true }],
  };
}

function serve() {
  const jobs = sampleJobs();
  return fakeApi({
    'GET /api/jobs/board': () => Response.json(board),
    'GET /api/jobs': () => Response.json({ items: jobs, total: jobs.length }),
    'POST /api/jobs/import/preview': ({ body }) =>
      Response.json(preview((body as { mapping?: Record<string, string> }).mapping)),
    'POST /api/jobs/import': () =>
      Response.json({
        imported: 1,
        problems: [{ row: 3, reason: 'The company is missing.', leftOut: true }],
      }),
  });
}

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CSV import', () => {
  it('previews the file, lets the mapping be changed, then imports and reports', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderTracker('/job-tracker?view=table');
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import applications from a CSV file' });

    await user.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      new File([CSV], 'huntr.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByText(/This looks like a Huntr export/)).toHaveTextContent(
      '1 application can be imported.',
    );
    expect(api.bodies('POST', '/api/jobs/import/preview')).toEqual([{ csv: CSV }]);

    const field = within(dialog).getByRole('combobox', {
      name: 'Field for the column “Job Title”',
    });
    expect(field).toHaveValue('role');
    const rows = within(dialog).getByRole('table', { name: 'First rows as they will be imported' });
    expect(within(rows).getAllByRole('row')[1]).toHaveTextContent('2HooliDesignerApplied');
    expect(within(dialog).getByText('Row 3: The company is missing.')).toBeVisible();

    await user.selectOptions(field, 'Don’t import');
    await waitFor(() =>
      expect(api.bodies('POST', '/api/jobs/import/preview')[1]).toEqual({
        csv: CSV,
        mapping: {
          Company: 'company',
          'Job Title': 'ignore',
          List: 'stage',
          'Date Applied': 'appliedOn',
        },
      }),
    );
    await user.selectOptions(field, 'Role');

    await user.click(within(dialog).getByRole('button', { name: 'Import 1 application' }));
    expect(await within(dialog).findByText('Imported 1 application.')).toBeVisible();
    expect(within(dialog).getByText('1 row was left out')).toBeVisible();
    expect(api.bodies('POST', '/api/jobs/import')).toEqual([
      {
        csv: CSV,
        mapping: {
          Company: 'company',
          'Job Title': 'role',
          List: 'stage',
          'Date Applied': 'appliedOn',
        },
      },
    ]);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'job_tracker_action', action: 'import', count: 1 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses an empty file before sending anything', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderTracker('/job-tracker?view=table');
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      new File(['  '], 'x.csv'),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That file is empty.');
    expect(api.bodies('POST', '/api/jobs/import/preview')).toEqual([]);
  });
});
