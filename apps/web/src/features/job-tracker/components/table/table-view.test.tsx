import type { JobApplication } from '@resumio/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi } from '@/testing/fake-api.ts';
import { board, sampleJobs } from '../../testing/fixtures.ts';
import { renderTracker } from '../../testing/render-tracker.tsx';

/** The list as the API filters it: by stage and by a search over company and role. */
function filtered(jobs: JobApplication[], { query }: FakeRequest) {
  const q = query.get('q')?.toLowerCase();
  const stageId = query.get('stageId');
  const items = jobs.filter(
    (job) =>
      (!stageId || job.stageId === stageId) &&
      (!q || `${job.company} ${job.role}`.toLowerCase().includes(q)),
  );
  return Response.json({ items, total: items.length });
}

function serve(overrides = {}) {
  const jobs = sampleJobs();
  return fakeApi({
    'GET /api/jobs/board': () => Response.json(board),
    'GET /api/jobs': (request) => filtered(jobs, request),
    ...overrides,
  });
}

const companies = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the table', () => {
  it('sorts by a column, both ways, and keeps the sort in the address', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderTracker('/job-tracker?view=table');
    await screen.findByRole('table');
    // Default: most recently updated first.
    expect(companies()).toEqual(['Initech', 'Acme', 'Globex']);

    const company = screen.getByRole('columnheader', { name: /Company/ });
    await user.click(within(company).getByRole('button'));
    expect(company).toHaveAttribute('aria-sort', 'ascending');
    expect(companies()).toEqual(['Acme', 'Globex', 'Initech']);
    await user.click(within(company).getByRole('button'));
    expect(company).toHaveAttribute('aria-sort', 'descending');
    expect(companies()).toEqual(['Initech', 'Globex', 'Acme']);
    expect(router.state.location.search).toBe('?view=table&sort=company&dir=desc');

    // Applications without an applied date go last whichever the direction.
    await user.click(
      within(screen.getByRole('columnheader', { name: /Applied/ })).getByRole('button'),
    );
    expect(companies()[0]).toBe('Initech');
  });

  it('filters by stage and by search on the server', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderTracker('/job-tracker?view=table');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByLabelText('Stage'), 'Applied');
    await waitFor(() => expect(companies()).toEqual(['Initech']));
    expect(api.queries('/api/jobs')).toContainEqual({ stageId: 'applied' });
    expect(screen.getByText('1 of 3 applications match.')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Stage'), 'All');
    await user.type(screen.getByLabelText('Search'), 'glob');
    await waitFor(() => expect(companies()).toEqual(['Globex']));
    expect(api.queries('/api/jobs')).toContainEqual({ q: 'glob' });

    // Tags and sources offered are the ones the applications have.
    const tags = within(screen.getByLabelText('Tag')).getAllByRole('option');
    expect(tags.map((option) => option.textContent)).toEqual(['All', 'fintech', 'go', 'react']);
    const sources = within(screen.getByLabelText('Source')).getAllByRole('option');
    expect(sources.map((option) => option.textContent)).toEqual(['All', 'LinkedIn', 'Referral']);

    await user.type(screen.getByLabelText('Search'), 'zzz');
    expect(await screen.findByText('No application matches these filters.')).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(companies()).toHaveLength(3));
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('moves the selected applications to a stage in one go', async () => {
    const api = serve({
      'POST /api/jobs/bulk-stage': () => Response.json({ updated: 2 }),
    });
    const user = userEvent.setup();
    renderTracker('/job-tracker?view=table');
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Selected applications' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Acme, Frontend Engineer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Globex, Platform Engineer' }));
    const bar = screen.getByRole('region', { name: 'Selected applications' });
    expect(bar).toHaveTextContent('2 selected');
    expect(screen.getByRole('checkbox', { name: 'Select all shown applications' })).toHaveProperty(
      'indeterminate',
      true,
    );
    await user.selectOptions(within(bar).getByLabelText('Move to'), 'Interviewing');
    await user.click(within(bar).getByRole('button', { name: 'Move' }));

    expect(await screen.findByText('Moved 2 applications to Interviewing.')).toBeVisible();
    expect(api.bodies('POST', '/api/jobs/bulk-stage')).toEqual([
      { ids: ['j1', 'j2'], stageId: 'interviewing' },
    ]);
    expect(screen.queryByRole('region', { name: 'Selected applications' })).toBeNull();
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'job_tracker_action', action: 'bulk_move', count: 2 }),
    );
  });

  it('downloads the CSV export with the user’s token', async () => {
    const api = serve({
      'GET /api/jobs/export.csv': () =>
        new Response('company,role\nAcme,Frontend Engineer\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="applications.csv"',
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderTracker('/job-tracker?view=table');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const [, init] = api.fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith('/api/jobs/export.csv'),
    )!;
    expect(init?.headers).toEqual({ Authorization: 'Bearer token-123' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('applications.csv');
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'job_tracker_action', action: 'export' }),
    );
  });
});
