import type { ListJobsResponse } from '@resumio/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeApi } from '@/testing/fake-api.ts';
import { board, makeDetail, makeJob, sampleJobs } from '../../testing/fixtures.ts';
import { renderTracker } from '../../testing/render-tracker.tsx';
import { COLUMN_CARDS_SHOWN } from '../../model/board-columns.ts';

/**
 * jsdom lays nothing out, and dnd-kit moves by geometry: give each column and card the box it
 * would have on screen (columns side by side, cards stacked), read from the DOM as it is now.
 */
function layOutBoard() {
  const cardBox = (card: Element) => {
    const column = card.closest('[data-stage-id]');
    const columns = [...document.querySelectorAll('[data-stage-id]')];
    const cards = column ? [...column.querySelectorAll('[data-job-id]')] : [];
    return new DOMRect(
      columns.indexOf(column!) * 300 + 10,
      100 + cards.indexOf(card) * 100,
      260,
      90,
    );
  };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const lifted = this.querySelector('[data-lifted]') ?? this.closest('[data-lifted]');
    if (lifted) {
      const original = document.querySelector(
        `[data-stage-id] [data-job-id="${lifted.getAttribute('data-lifted')}"]`,
      );
      if (original) return cardBox(original);
    }
    const card = this.closest('[data-job-id]');
    if (card && card.closest('[data-stage-id]')) return cardBox(card);
    const column = this.closest('[data-stage-id]');
    if (!column) return new DOMRect(0, 0, 0, 0);
    const x = [...document.querySelectorAll('[data-stage-id]')].indexOf(column) * 300;
    return this.tagName === 'OL' ? new DOMRect(x, 80, 280, 600) : new DOMRect(x, 0, 280, 700);
  });
}

function serve(jobs = sampleJobs(), overrides = {}) {
  let list: ListJobsResponse = { items: jobs, total: jobs.length };
  return fakeApi({
    'GET /api/jobs/board': () => Response.json(board),
    'GET /api/jobs': () => Response.json(list),
    'POST /api/jobs/j1/move': ({ body }) => {
      const { stageId, index } = body as { stageId: string; index: number };
      const moved = { ...jobs[0]!, stageId, position: index, version: 2 };
      // The cards at and below the new place shift down one, as the server renumbers them.
      const items = list.items.map((job) =>
        job.id === 'j1'
          ? moved
          : job.stageId === stageId && job.position >= index
            ? { ...job, position: job.position + 1 }
            : job,
      );
      list = { ...list, items };
      return Response.json(makeDetail(moved));
    },
    ...overrides,
  });
}

const column = (name: string) => screen.getByRole('region', { name });

/** The count in a column's header ("2 applications": the number, then words for screen readers). */
const countOf = (region: HTMLElement) => region.querySelector('header span')?.textContent;

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the board', () => {
  it('shows one column per visible stage, in board order, with its count and cards', async () => {
    serve();
    renderTracker();
    const wishlist = await screen.findByRole('region', { name: 'Wishlist' });
    const names = screen
      .getAllByRole('region')
      .map(
        (region) =>
          region.getAttribute('aria-labelledby') &&
          within(region).getByRole('heading', { level: 2 }).textContent,
      );
    expect(names).toEqual([
      'Wishlist',
      'Applied',
      'Interviewing',
      'Offer',
      'Rejected',
      'Withdrawn',
    ]);
    expect(countOf(wishlist)).toBe('2 applications');
    expect(countOf(column('Applied'))).toBe('1 application');
    expect(countOf(column('Offer'))).toBe('0 applications');

    const acme = within(wishlist).getAllByRole('article')[0]!;
    expect(acme).toHaveTextContent('Acme');
    expect(acme).toHaveTextContent('Frontend Engineer');
    expect(acme).toHaveTextContent('Berlin · Hybrid');
    expect(acme).toHaveTextContent('€70K–€90K / year');
    expect(acme).toHaveTextContent('High priority');
    expect(within(acme).getByRole('list', { name: 'Tags' })).toHaveTextContent('reactfintech');
  });

  it('shows the top of a long column and the rest on request', async () => {
    const many = Array.from({ length: COLUMN_CARDS_SHOWN + 7 }, (_, i) =>
      makeJob({ id: `m${i}`, company: `Company ${i + 1}`, stageId: 'wishlist', position: i }),
    );
    serve(many);
    renderTracker();
    const wishlist = await screen.findByRole('region', { name: 'Wishlist' });
    await within(wishlist).findByText('Company 1');
    expect(within(wishlist).getAllByRole('article')).toHaveLength(COLUMN_CARDS_SHOWN);
    expect(within(wishlist).queryByText(`Company ${COLUMN_CARDS_SHOWN + 1}`)).toBeNull();
    await userEvent.click(
      within(wishlist).getByRole('button', { name: 'Show 7 more in Wishlist' }),
    );
    expect(within(wishlist).getAllByRole('article')).toHaveLength(COLUMN_CARDS_SHOWN + 7);
    expect(within(wishlist).getByText(`Company ${COLUMN_CARDS_SHOWN + 7}`)).toBeVisible();
  });

  it('moves a card to the next column with the keyboard and sends its new index', async () => {
    layOutBoard();
    const api = serve();
    const user = userEvent.setup();
    renderTracker();
    const handle = await screen.findByRole('button', { name: 'Move Acme, Frontend Engineer' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(countOf(column('Applied'))).toBe('2 applications'));
    await user.keyboard(' ');

    await waitFor(() =>
      expect(api.bodies('POST', '/api/jobs/j1/move')).toEqual([
        { version: 1, stageId: 'applied', index: 0 },
      ]),
    );
    expect(document.querySelector('[id^="DndLiveRegion"]')).toHaveTextContent(
      'Acme, Frontend Engineer dropped in Applied, position 1 of 2.',
    );
    // Optimistic: the card is in its new column before the list is fetched again.
    expect(within(column('Applied')).getAllByRole('article')[0]).toHaveTextContent('Acme');
    expect(countOf(column('Wishlist'))).toBe('1 application');
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'job_tracker_action', action: 'move', job_id: 'j1' }),
    );
  });

  it('moves a card down its column with the keyboard', async () => {
    layOutBoard();
    const api = serve();
    const user = userEvent.setup();
    renderTracker();
    (await screen.findByRole('button', { name: 'Move Acme, Frontend Engineer' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() =>
      expect(api.bodies('POST', '/api/jobs/j1/move')).toEqual([
        { version: 1, stageId: 'wishlist', index: 1 },
      ]),
    );
  });

  it('puts the card back and says why when the move is refused', async () => {
    layOutBoard();
    serve(sampleJobs(), {
      'POST /api/jobs/j1/move': () =>
        errorBody(409, 'VERSION_CONFLICT', 'This application was changed elsewhere.', {
          current: makeDetail(makeJob({ id: 'j1', version: 3 })),
        }),
    });
    const user = userEvent.setup();
    renderTracker();
    (await screen.findByRole('button', { name: 'Move Acme, Frontend Engineer' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    expect(
      await screen.findByText(/Acme, Frontend Engineer was changed somewhere else/),
    ).toBeInTheDocument();
    expect(countOf(column('Wishlist'))).toBe('2 applications');
    expect(countOf(column('Applied'))).toBe('1 application');
  });

  it('adds an application from a column with Enter', async () => {
    const created = makeJob({ id: 'new', company: 'Umbrella', role: 'SRE', stageId: 'applied' });
    const api = serve(sampleJobs(), {
      'POST /api/jobs': () => Response.json(makeDetail(created), { status: 201 }),
    });
    const user = userEvent.setup();
    renderTracker();
    await user.click(await screen.findByRole('button', { name: 'Add an application to Applied' }));
    const form = screen.getByRole('form', { name: 'Add an application to Applied' });
    await user.type(within(form).getByLabelText('Company'), 'Umbrella');
    await user.type(within(form).getByLabelText('Role'), 'SRE{Enter}');

    await waitFor(() =>
      expect(api.bodies('POST', '/api/jobs')).toEqual([
        { company: 'Umbrella', role: 'SRE', stageId: 'applied' },
      ]),
    );
    expect(await screen.findByText('Added Umbrella, SRE to Applied.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Company')).toHaveValue('');
    expect(within(form).getByLabelText('Company')).toHaveFocus();
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'job_tracker_action', action: 'create', job_id: 'new' }),
    );
  });

  it('asks for both fields before adding', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderTracker();
    await user.click(await screen.findByRole('button', { name: 'Add an application to Wishlist' }));
    const form = screen.getByRole('form', { name: 'Add an application to Wishlist' });
    await user.type(within(form).getByLabelText('Company'), 'Umbrella{Enter}');
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Enter both the company and the role.',
    );
    expect(within(form).getByLabelText('Role')).toHaveFocus();
    expect(api.bodies('POST', '/api/jobs')).toEqual([]);
  });
});
