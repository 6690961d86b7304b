import { premiumGates } from '@resumio/contract';
import type { CoverLetterSummary } from '@resumio/contract/cover-letters';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getDataLayer } from '@/lib/analytics.ts';
import { type Handler, errorBody, fakeApi } from '@/testing/fake-api.ts';
import { fakeSubscription } from '@/testing/fake-subscription.ts';
import { letterDetailFactory, letterSummaryFactory } from './testing/fixtures.ts';
import { renderLetters } from './testing/render-letters.tsx';

const letters: CoverLetterSummary[] = [
  letterSummaryFactory(),
  letterSummaryFactory({
    id: 'letter-2',
    title: 'Data Engineer – Northwind',
    jobTitle: 'Data Engineer',
    company: 'Northwind',
    wordCount: 251,
    length: 'standard',
  }),
];

const listResponse = (items: CoverLetterSummary[]) =>
  Response.json({ items, page: 1, pageSize: 24, total: items.length });
const list =
  (items: CoverLetterSummary[]): Handler =>
  () =>
    listResponse(items);

afterEach(() => {
  window.dataLayer = [];
});

const events = () =>
  (getDataLayer() as Record<string, unknown>[]).filter((e) => e.event === 'cover_letter_action');

// Each case renders the whole page in a busy test machine: give it room.
describe('/cover-letters', { timeout: 20_000 }, () => {
  it('shows a free user the Premium gate and asks for no letters', async () => {
    const api = fakeApi({ 'GET /api/cover-letters': list(letters) });
    renderLetters('/cover-letters', fakeSubscription());
    const gate = await screen.findByRole('region', { name: premiumGates.coverLetters.title });
    expect(within(gate).getByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(api.queries('/api/cover-letters')).toEqual([]);
  });

  it('lists the letters as cards, and as a sortable table on request', async () => {
    const api = fakeApi({ 'GET /api/cover-letters': list(letters) });
    const user = userEvent.setup();
    renderLetters();
    expect(await screen.findByText('Loading your cover letters…')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Data Engineer – Northwind' });
    expect(within(card).getByText('Data Engineer at Northwind')).toBeInTheDocument();
    expect(within(card).getByText('251 / ~250 words')).toBeInTheDocument();
    expect(screen.getByText('2 letters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Your cover letters' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(within(table).getByRole('button', { name: /Title/ }));
    await waitFor(() =>
      expect(api.queries('/api/cover-letters').at(-1)).toMatchObject({
        sort: 'title_asc',
        pageSize: '50',
      }),
    );
  });

  it('searches as the user types', async () => {
    const api = fakeApi({
      'GET /api/cover-letters': ({ query }) =>
        listResponse(letters.filter((l) => l.company.includes(query.get('q') ?? ''))),
    });
    const user = userEvent.setup();
    renderLetters();
    await screen.findByRole('article', { name: 'Data Engineer – Northwind' });
    await user.type(screen.getByRole('searchbox', { name: 'Search cover letters' }), 'North');
    expect(await screen.findByText('1 letter matches “North”')).toBeInTheDocument();
    expect(api.queries('/api/cover-letters').at(-1)).toMatchObject({ q: 'North' });
    expect(screen.queryByRole('article', { name: 'Platform Engineer – Halvard' })).toBeNull();
  });

  it('explains the feature when there is no letter yet, and starts the first one', async () => {
    fakeApi({
      'GET /api/cover-letters': list([]),
      'GET /api/resumes': () => Response.json({ items: [], page: 1, pageSize: 100, total: 0 }),
    });
    const user = userEvent.setup();
    renderLetters();
    expect(
      await screen.findByRole('heading', { name: 'Write your first cover letter' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pick a resume')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Write a cover letter' }));
    expect(await screen.findByRole('heading', { name: 'First, a resume' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a resume' })).toHaveAttribute(
      'href',
      '/resume?new=1',
    );
  });

  it('deletes a letter with an Undo that restores it', async () => {
    let items = [...letters];
    const api = fakeApi({
      'GET /api/cover-letters': () => listResponse(items),
      'DELETE /api/cover-letters/letter-2': () => {
        items = items.filter((l) => l.id !== 'letter-2');
        return new Response(null, { status: 204 });
      },
      'POST /api/cover-letters/letter-2/restore': () => {
        items = [...letters];
        return Response.json(letterDetailFactory({ id: 'letter-2', title: letters[1]!.title }));
      },
    });
    const user = userEvent.setup();
    renderLetters();
    const card = await screen.findByRole('article', { name: 'Data Engineer – Northwind' });
    await user.click(within(card).getByRole('button', { name: /^Delete/ }));
    expect(await screen.findByText('“Data Engineer – Northwind” was deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Data Engineer – Northwind' })).toBeNull(),
    );
    // Focus moves to the letter that is left, not to the top of the page.
    const [left] = screen.getAllByRole('article');
    expect(left!.contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored “Data Engineer – Northwind”.')).toBeInTheDocument();
    expect(
      await screen.findByRole('article', { name: 'Data Engineer – Northwind' }),
    ).toBeInTheDocument();
    expect(api.bodies('POST', '/api/cover-letters/letter-2/restore')).toHaveLength(1);
    expect(events().map((e) => e.action)).toEqual(['delete', 'restore']);
  });

  it('duplicates and renames from a card', async () => {
    const api = fakeApi({
      'GET /api/cover-letters': list(letters),
      'POST /api/cover-letters/letter-1/duplicate': () =>
        Response.json(letterDetailFactory({ id: 'letter-3', title: 'Platform Engineer (copy)' })),
      'PATCH /api/cover-letters/letter-1': ({ body }) =>
        Response.json(
          letterDetailFactory({ title: (body as { title: string }).title, version: 4 }),
        ),
    });
    const user = userEvent.setup();
    renderLetters();
    const card = await screen.findByRole('article', { name: 'Platform Engineer – Halvard' });
    await user.click(within(card).getByRole('button', { name: /^Duplicate/ }));
    expect(await screen.findByText('Made a copy: “Platform Engineer (copy)”.')).toBeInTheDocument();
    expect(events().at(-1)).toMatchObject({
      action: 'duplicate',
      cover_letter_id: 'letter-3',
      source_id: 'letter-1',
    });

    await user.click(within(card).getByRole('button', { name: /^Rename/ }));
    const field = within(card).getByRole('textbox', { name: /New title/ });
    await user.clear(field);
    await user.type(field, 'Halvard letter{Enter}');
    expect(await screen.findByText('Renamed to “Halvard letter”.')).toBeInTheDocument();
    expect(api.bodies('PATCH', '/api/cover-letters/letter-1')).toEqual([
      { version: 3, title: 'Halvard letter' },
    ]);
  });

  it('says what went wrong when the list does not load', async () => {
    fakeApi({
      'GET /api/cover-letters': () => errorBody(500, 'INTERNAL', 'The server had a problem.'),
    });
    renderLetters();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your cover letters did not loadThe server had a problem.',
    );
  });
});
