import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeApi } from '@/testing/fake-api.ts';
import { board, sampleJobs } from '../../testing/fixtures.ts';
import { renderTracker } from '../../testing/render-tracker.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openStages(save: () => Response) {
  const jobs = sampleJobs();
  const api = fakeApi({
    'GET /api/jobs/board': () => Response.json(board),
    'GET /api/jobs': () => Response.json({ items: jobs, total: jobs.length }),
    'PUT /api/jobs/board': save,
  });
  const user = userEvent.setup();
  renderTracker();
  await user.click(await screen.findByRole('button', { name: 'Manage stages' }));
  return { api, user, dialog: screen.getByRole('dialog', { name: 'Manage stages' }) };
}

describe('managing stages', () => {
  it('renames, reorders, hides and adds stages, saved together', async () => {
    const { api, user, dialog } = await openStages(() => Response.json(board));
    const name = within(dialog).getByLabelText('Name of stage 3');
    await user.clear(name);
    await user.type(name, 'Interviews');
    await user.click(within(dialog).getByRole('button', { name: 'Move Interviews up' }));
    expect(within(dialog).getByRole('button', { name: 'Move Interviews up' })).toHaveFocus();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show on board: Withdrawn' }));
    await user.type(within(dialog).getByLabelText('New stage name'), 'Phone screen');
    await user.selectOptions(within(dialog).getByLabelText('New stage phase'), 'Interviewing');
    await user.click(within(dialog).getByRole('button', { name: 'Add stage' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save stages' }));

    await waitFor(() => expect(api.bodies('PUT', '/api/jobs/board')).toHaveLength(1));
    expect(api.bodies('PUT', '/api/jobs/board')[0].stages).toEqual([
      { id: 'wishlist', name: 'Wishlist', phase: 'wishlist', hidden: false },
      { id: 'interviewing', name: 'Interviews', phase: 'interviewing', hidden: false },
      { id: 'applied', name: 'Applied', phase: 'applied', hidden: false },
      { id: 'offer', name: 'Offer', phase: 'offer', hidden: false },
      { id: 'rejected', name: 'Rejected', phase: 'rejected', hidden: false },
      { id: 'withdrawn', name: 'Withdrawn', phase: 'withdrawn', hidden: true },
      { id: 'phone-screen', name: 'Phone screen', phase: 'interviewing', hidden: false },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Your stages were saved.')).toBeVisible();
  });

  it('shows why the server kept a stage that still holds applications', async () => {
    const message = 'The stage “Applied” still holds 1 application: move them first, or hide it.';
    const { user, dialog } = await openStages(() => errorBody(409, 'CONFLICT', message));
    expect(within(dialog).getAllByRole('listitem')[1]).toHaveTextContent('1 application');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Applied' }));
    expect(within(dialog).getByRole('button', { name: 'Remove Interviewing' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save stages' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your stages were not saved');
    expect(alert).toHaveTextContent(message);
  });

  it('asks for a name for every stage', async () => {
    const { api, user, dialog } = await openStages(() => Response.json(board));
    await user.clear(within(dialog).getByLabelText('Name of stage 1'));
    await user.click(within(dialog).getByRole('button', { name: 'Save stages' }));
    expect(within(dialog).getByLabelText('Name of stage 1')).toHaveAccessibleDescription(
      'Give this stage a name.',
    );
    expect(api.bodies('PUT', '/api/jobs/board')).toEqual([]);
  });
});
