import type { JobApplicationDetail } from '@resumio/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeApi } from '@/testing/fake-api.ts';
import { board, makeDetail, sampleJobs } from '../../testing/fixtures.ts';
import { renderTracker } from '../../testing/render-tracker.tsx';

const letters = {
  items: [
    {
      id: 'l1',
      title: 'Acme letter',
      resumeId: 'r1',
      resumeTitle: 'Product resume',
      jobTitle: 'Frontend Engineer',
      company: 'Acme',
      tone: 'warm',
      length: 'standard',
      wordCount: 250,
      version: 1,
      createdAt: '2026-10-03T09:00:00.000Z',
      updatedAt: '2026-10-04T09:00:00.000Z',
    },
  ],
  page: 1,
  pageSize: 100,
  total: 1,
};

const resumes = {
  items: [
    {
      id: 'r1',
      title: 'Product resume',
      templateId: 'classic',
      version: 1,
      createdAt: '2026-10-01T09:00:00.000Z',
      updatedAt: '2026-10-02T09:00:00.000Z',
      name: 'Ada',
      headline: '',
    },
  ],
  page: 1,
  pageSize: 100,
  total: 1,
};

function acme(extra: Partial<JobApplicationDetail> = {}): JobApplicationDetail {
  const job = sampleJobs()[0]!;
  return makeDetail(job, {
    timeline: [
      {
        id: 'e1',
        kind: 'created',
        at: '2026-11-01T09:00:00.000Z',
        text: '',
        fromStageId: null,
        toStageId: 'wishlist',
      },
      {
        id: 'e2',
        kind: 'note',
        at: '2026-11-03T09:00:00.000Z',
        text: 'Call the recruiter',
        fromStageId: null,
        toStageId: null,
      },
    ],
    ...extra,
  });
}

const pdfResponse = () =>
  new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });

/** Lets a download run to the saving link's click, which is returned (and does nothing). */
function stubFileSaving() {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
  );
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}

function serve(overrides = {}) {
  const jobs = sampleJobs();
  return fakeApi({
    'GET /api/jobs/board': () => Response.json(board),
    'GET /api/jobs': () => Response.json({ items: jobs, total: jobs.length }),
    'GET /api/jobs/j1': () => Response.json(acme()),
    'GET /api/resumes': () => Response.json(resumes),
    'GET /api/cover-letters': () => Response.json(letters),
    ...overrides,
  });
}

async function openAcme(path = '/job-tracker?job=j1') {
  const result = renderTracker(path);
  const drawer = await screen.findByRole('dialog', { name: 'Acme' });
  await within(drawer).findByLabelText('Company (required)');
  return { ...result, drawer };
}

/** Moves the open application to Munich and presses Save; the conflict tests start here. */
async function saveNewLocation(user: ReturnType<typeof userEvent.setup>, drawer: HTMLElement) {
  const location = within(drawer).getByLabelText('Location');
  await user.clear(location);
  await user.type(location, 'Munich');
  await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
  return location;
}

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the application drawer', () => {
  it('puts focus on the page heading when the deleted application leaves, never on <body>', async () => {
    let jobs = sampleJobs();
    const api = serve({
      'GET /api/jobs': () => Response.json({ items: jobs, total: jobs.length }),
      'DELETE /api/jobs/j1': () => {
        jobs = jobs.filter((job) => job.id !== 'j1');
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderTracker();
    await user.click(await screen.findByRole('button', { name: 'Acme Frontend Engineer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Acme' });
    await user.click(await within(drawer).findByRole('button', { name: 'Delete application' }));

    expect(await screen.findByText(/was deleted\./)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Job tracker' })).toHaveFocus(),
    );
    expect(screen.queryByRole('button', { name: 'Acme Frontend Engineer' })).toBeNull();
    expect(api.fetchMock).toHaveBeenCalled();
  });

  it('opens from a card and saves only the fields that changed, over its version', async () => {
    const api = serve({
      'PATCH /api/jobs/j1': ({ body }: { body: Record<string, unknown> }) =>
        Response.json({ ...acme(), ...body, version: 2 }),
    });
    const user = userEvent.setup();
    const { router } = renderTracker();
    await user.click(await screen.findByRole('button', { name: 'Acme Frontend Engineer' }));
    expect(router.state.location.search).toBe('?job=j1');
    const drawer = await screen.findByRole('dialog', { name: 'Acme' });
    const location = await within(drawer).findByLabelText('Location');
    expect(location).toHaveValue('Berlin');
    expect(within(drawer).getByLabelText('Tags')).toHaveValue('react, fintech');
    expect(within(drawer).getByLabelText('Lowest salary')).toHaveValue('70000');
    expect(within(drawer).getByLabelText('Stage')).toHaveValue('wishlist');

    await user.clear(location);
    await user.type(location, 'Munich');
    await user.type(within(drawer).getByLabelText('Tags'), ', remote');
    await user.selectOptions(within(drawer).getByLabelText('Resume used'), 'Product resume');
    await user.selectOptions(
      within(drawer).getByLabelText('Cover letter used'),
      'Acme letter (Acme)',
    );
    await user.type(within(drawer).getByLabelText('Currency'), '{Backspace>3}usd');
    expect(within(drawer).getByRole('status', { name: '' })).toHaveTextContent('Unsaved changes');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(within(drawer).getByText('All changes saved')).toBeVisible());
    expect(api.bodies('PATCH', '/api/jobs/j1')).toEqual([
      {
        version: 1,
        location: 'Munich',
        salaryCurrency: 'USD',
        tags: ['react', 'fintech', 'remote'],
        resumeId: 'r1',
        coverLetterId: 'l1',
      },
    ]);
  });

  it('keeps the edits and offers both versions when it was changed elsewhere (409)', async () => {
    const current = acme({
      version: 3,
      role: 'Lead Engineer',
      updatedAt: '2026-11-24T10:00:00.000Z',
    });
    let calls = 0;
    const api = serve({
      'PATCH /api/jobs/j1': ({ body }: { body: Record<string, unknown> }) => {
        calls += 1;
        return calls === 1
          ? errorBody(
              409,
              'VERSION_CONFLICT',
              'This application was changed elsewhere since you opened it.',
              { current },
            )
          : Response.json({ ...current, ...body, version: 4 });
      },
    });
    const user = userEvent.setup();
    const { drawer } = await openAcme();
    const location = await saveNewLocation(user, drawer);

    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('This application was changed somewhere else');
    expect(alert).toHaveTextContent('They are still in the form.');
    expect(location).toHaveValue('Munich');

    await user.click(within(alert).getByRole('button', { name: 'Save my changes over it' }));
    await waitFor(() => expect(api.bodies('PATCH', '/api/jobs/j1')).toHaveLength(2));
    // Over the version that won, and only what was changed here: its new role is kept.
    expect(api.bodies('PATCH', '/api/jobs/j1')[1]).toEqual({ version: 3, location: 'Munich' });
    expect(within(drawer).getByLabelText('Role (required)')).toHaveValue('Lead Engineer');
    await waitFor(() => expect(within(drawer).queryByRole('alert')).toBeNull());
  });

  it('can take the other version instead', async () => {
    const current = acme({ version: 3, location: 'Paris' });
    serve({
      'PATCH /api/jobs/j1': () =>
        errorBody(409, 'VERSION_CONFLICT', 'Changed elsewhere.', { current }),
    });
    const user = userEvent.setup();
    const { drawer } = await openAcme();
    const location = await saveNewLocation(user, drawer);
    await user.click(await within(drawer).findByRole('button', { name: 'Load the saved version' }));
    expect(location).toHaveValue('Paris');
    expect(within(drawer).getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('puts the server’s 400 messages under their fields, and checks the contract first', async () => {
    const api = serve({
      'PATCH /api/jobs/j1': () =>
        errorBody(400, 'VALIDATION_ERROR', 'The request is not valid.', [
          { path: 'location', message: 'That place is not one we know.' },
        ]),
    });
    const user = userEvent.setup();
    const { drawer } = await openAcme();

    const url = within(drawer).getByLabelText('Posting URL');
    await user.type(url, 'example.com/job');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(
      'Enter a web address starting with http:// or https://.',
    );
    await waitFor(() => expect(url).toHaveFocus());
    expect(api.bodies('PATCH', '/api/jobs/j1')).toEqual([]);

    await user.clear(url);
    expect(url).not.toHaveAttribute('aria-invalid');
    const location = within(drawer).getByLabelText('Location');
    await user.type(location, 'x');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location).toHaveAttribute('aria-invalid', 'true'));
    expect(location).toHaveAccessibleDescription('That place is not one we know.');
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
  });

  it('lists the timeline newest first, adds and deletes notes', async () => {
    const note = {
      id: 'e3',
      kind: 'note',
      at: '2026-11-25T09:00:00.000Z',
      text: 'Sent a thank-you email',
      fromStageId: null,
      toStageId: null,
    };
    const api = serve({
      'POST /api/jobs/j1/notes': () => Response.json(note, { status: 201 }),
      'DELETE /api/jobs/j1/notes/e2': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const { drawer } = await openAcme();
    const timeline = () =>
      within(within(drawer).getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Call the recruiter'),
      expect.stringContaining('Added to Wishlist'),
    ]);

    await user.type(within(drawer).getByLabelText('New note'), 'Sent a thank-you email');
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(timeline()[0]).toHaveTextContent('Sent a thank-you email'));
    expect(api.bodies('POST', '/api/jobs/j1/notes')).toEqual([{ text: 'Sent a thank-you email' }]);
    expect(within(drawer).getByLabelText('New note')).toHaveValue('');

    await user.click(within(timeline()[1]!).getByRole('button', { name: /Delete the note/ }));
    await waitFor(() => expect(timeline()).toHaveLength(2));
    expect(within(drawer).queryByText('Call the recruiter')).toBeNull();
  });

  it('offers the resume as sent once there is one', async () => {
    const sent = {
      takenAt: '2026-11-05T09:00:00.000Z',
      resumeId: 'r1',
      resumeTitle: 'Product resume',
      coverLetterId: null,
      coverLetterTitle: null,
      jobDescription: 'Build the design system.',
    };
    const api = serve({
      'GET /api/jobs/j1': () => Response.json(acme({ sent })),
      'GET /api/jobs/j1/sent.pdf': pdfResponse,
    });
    const click = stubFileSaving();
    const user = userEvent.setup();
    const { drawer } = await openAcme();
    const panel = within(drawer).getByRole('region', { name: 'As sent' });
    expect(panel).toHaveTextContent('Product resume, as it was on');
    await user.click(within(panel).getByRole('button', { name: 'Download sent PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(
      api.fetchMock.mock.calls.some(([input]) => String(input) === '/api/jobs/j1/sent.pdf'),
    ).toBe(true);
  });

  it('offers the cover letter as sent when one went with it', async () => {
    const sent = {
      takenAt: '2026-11-05T09:00:00.000Z',
      resumeId: 'r1',
      resumeTitle: 'Product resume',
      coverLetterId: 'l1',
      coverLetterTitle: 'Acme letter',
      jobDescription: null,
    };
    const api = serve({
      'GET /api/jobs/j1': () => Response.json(acme({ sent })),
      'GET /api/jobs/j1/sent-letter.pdf': pdfResponse,
    });
    const click = stubFileSaving();
    const user = userEvent.setup();
    const { drawer } = await openAcme();
    const panel = within(drawer).getByRole('region', { name: 'As sent' });
    expect(panel).toHaveTextContent('Product resume with the letter Acme letter, as they were on');
    await user.click(within(panel).getByRole('button', { name: 'Download sent letter' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(
      api.fetchMock.mock.calls.some(([input]) => String(input) === '/api/jobs/j1/sent-letter.pdf'),
    ).toBe(true);
  });

  it('deletes with an Undo that restores', async () => {
    const api = serve({
      'DELETE /api/jobs/j1': () => new Response(null, { status: 204 }),
      'POST /api/jobs/j1/restore': () => Response.json(acme()),
    });
    const user = userEvent.setup();
    const { drawer, router } = await openAcme();
    await user.click(within(drawer).getByRole('button', { name: 'Delete application' }));

    expect(await screen.findByText('Acme, Frontend Engineer was deleted.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored Acme, Frontend Engineer.')).toBeVisible();
    expect(api.bodies('POST', '/api/jobs/j1/restore')).toHaveLength(1);
    expect(window.dataLayer).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'delete', job_id: 'j1' }),
        expect.objectContaining({ action: 'restore', job_id: 'j1' }),
      ]),
    );
  });

  it('closes with Escape, asking first when edits are not saved', async () => {
    serve();
    const user = userEvent.setup();
    const { drawer, router } = await openAcme();
    await user.type(within(drawer).getByLabelText('Location'), ' Mitte');
    await user.keyboard('{Escape}');
    const prompt = within(drawer).getByRole('alertdialog', { name: 'You have unsaved changes' });
    await user.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
    expect(within(drawer).getByLabelText('Location')).toHaveValue('Berlin Mitte');

    await user.keyboard('{Escape}');
    await user.click(within(drawer).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('moves the application from its stage select', async () => {
    const api = serve({
      'POST /api/jobs/j1/move': () => Response.json(acme({ stageId: 'applied', version: 2 })),
    });
    const user = userEvent.setup();
    const { drawer } = await openAcme();
    await user.selectOptions(within(drawer).getByLabelText('Stage'), 'Applied');
    await waitFor(() =>
      expect(api.bodies('POST', '/api/jobs/j1/move')).toEqual([
        { version: 1, stageId: 'applied', index: 0 },
      ]),
    );
    await waitFor(() => expect(within(drawer).getByLabelText('Stage')).toHaveValue('applied'));
  });
});
