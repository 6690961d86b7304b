import type { CoverLetterDetail, UpdateCoverLetterRequest } from '@resumio/contract/cover-letters';
import type { Editor } from '@tiptap/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDataLayer } from '@/lib/analytics.ts';
import { type Handler, errorBody, fakeApi } from '@/testing/fake-api.ts';
import { fakeSubscription } from '@/testing/fake-subscription.ts';
import { letterDetailFactory, resumeDetailFactory } from '../../testing/fixtures.ts';
import { renderLetters } from '../../testing/render-letters.tsx';

const PATH = '/api/cover-letters/letter-1';

/** A server that keeps the letter and bumps its version on every save. */
function letterServer(initial: CoverLetterDetail = letterDetailFactory()) {
  let current = initial;
  const patch: Handler = ({ body }) => {
    const update = body as UpdateCoverLetterRequest;
    if (update.version !== current.version) {
      return errorBody(409, 'VERSION_CONFLICT', 'Changed elsewhere.', { current });
    }
    current = {
      ...current,
      ...update,
      content: update.content ?? current.content,
      version: current.version + 1,
      flags: update.content?.body.some((b) => JSON.stringify(b).includes('Acme'))
        ? [{ block: 0, text: 'Acme', kind: 'employer', reason: 'Acme is not in your resume.' }]
        : [],
    };
    return Response.json(current);
  };
  return {
    get current() {
      return current;
    },
    set current(next: CoverLetterDetail) {
      current = next;
    },
    handlers: {
      [`GET ${PATH}`]: () => Response.json(current),
      [`PATCH ${PATH}`]: patch,
      'GET /api/resumes/resume-1': () => Response.json(resumeDetailFactory()),
    } as Record<string, Handler>,
  };
}

const body = () => screen.getByRole('textbox', { name: 'Letter body' });
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;
const preview = () => screen.getByTestId('letter-preview');

async function openEditor(handlers: Record<string, Handler>) {
  const api = fakeApi(handlers);
  const user = userEvent.setup();
  const view = renderLetters('/cover-letters/letter-1');
  await screen.findByRole('textbox', { name: 'Letter body' });
  return { api, user, ...view };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:letter');
  URL.revokeObjectURL = vi.fn();
  // jsdom lays nothing out; the editor measures the cursor to keep it in view.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});
afterEach(() => {
  window.dataLayer = [];
});

// Each case renders the editor and waits for a real autosave pause: a busy machine needs time.
describe('the cover letter editor', { timeout: 20_000 }, () => {
  it('shows the letter on the resume’s letterhead with its word count and what it answers', async () => {
    const server = letterServer(
      letterDetailFactory({
        flags: [{ block: 1, text: 'twelve teams', kind: 'number', reason: 'Not in your resume.' }],
      }),
    );
    await openEditor(server.handlers);
    await waitFor(() =>
      expect(within(preview()).getByText('Ada Lovelace', { selector: 'header p' })),
    );
    expect(preview()).toHaveTextContent('ada@example.com');
    expect(preview()).toHaveTextContent('November 20, 2026');
    expect(preview()).toHaveTextContent('Dear Jordan Lee,');
    expect(within(preview()).getByText('40 Kubernetes clusters').tagName).toBe('STRONG');
    expect(screen.getByTestId('word-count')).toHaveTextContent('21 / ~150 words');
    const flags = screen.getByRole('region', { name: '1 phrase to check' });
    expect(flags).toHaveTextContent('twelve teams — Not in your resume.');
    const answers = screen.getByRole('region', { name: 'What the letter answers' });
    expect(answers).toHaveTextContent('Ran 40 Kubernetes clusters at Northwind.');
  });

  it('updates the preview on each keystroke and saves after a pause, with the version', async () => {
    const server = letterServer();
    const { api, user } = await openEditor(server.handlers);
    const greeting = screen.getByRole('textbox', { name: 'Greeting' });
    await user.clear(greeting);
    await user.type(greeting, 'Hello Jordan,');
    expect(preview()).toHaveTextContent('Hello Jordan,');

    act(() => {
      editorOf(body()).chain().focus('end').insertContent(' We shipped it at Acme.').run();
    });
    expect(preview()).toHaveTextContent('for twelve teams. We shipped it at Acme.');
    expect(screen.getByTestId('word-count')).toHaveTextContent('26 / ~150 words');

    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    await waitFor(() => expect(server.current.version).toBe(4));
    const sent = api.bodies('PATCH', PATH) as UpdateCoverLetterRequest[];
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ version: 3, title: 'Platform Engineer – Halvard' });
    expect(sent[0]!.content!.greeting).toBe('Hello Jordan,');
    expect(sent[0]!.content!.body[1]).toEqual({
      type: 'paragraph',
      runs: [
        { text: 'At Northwind I ran ' },
        { text: '40 Kubernetes clusters', bold: true },
        { text: ' for twelve teams. We shipped it at Acme.' },
      ],
    });
    // The guard's findings on the saved text come back with the save.
    expect(await screen.findByRole('region', { name: '1 phrase to check' })).toHaveTextContent(
      'Acme is not in your resume.',
    );
  });

  it('formats from the toolbar, which names its buttons and their shortcuts', async () => {
    const { user } = await openEditor(letterServer().handlers);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      editorOf(body()).commands.setTextSelection({ from: 1, to: 2 });
    });
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(within(preview()).getByText('I').tagName).toBe('STRONG');
    await user.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    expect(preview().querySelector('ul li')).toHaveTextContent(
      'I am applying for the Platform Engineer role at Halvard Systems.',
    );
    // One tab stop: arrows move between the buttons.
    act(() => bold.focus());
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(toolbar).getByRole('button', { name: 'Redo' })).toHaveFocus();
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
  });

  it('rewrites the paragraph at the cursor, and Undo puts it back', async () => {
    const server = letterServer();
    const shorter = {
      type: 'paragraph' as const,
      runs: [{ text: 'I ran 40 clusters at Northwind.' }],
    };
    const { api, user } = await openEditor({
      ...server.handlers,
      [`POST ${PATH}/paragraph`]: () =>
        Response.json({ block: shorter, flags: [], engine: 'local' }),
    });
    act(() => {
      editorOf(body()).commands.focus('end');
    });
    const bar = screen.getByRole('group', { name: 'Rework paragraph 2' });
    await user.click(within(bar).getByRole('button', { name: 'Shorter' }));
    expect(await screen.findByText('Paragraph 2 shortened.')).toBeInTheDocument();
    expect(preview()).toHaveTextContent('I ran 40 clusters at Northwind.');
    expect(preview()).not.toHaveTextContent('twelve teams');
    expect(api.bodies('POST', `${PATH}/paragraph`)).toEqual([
      {
        block: 1,
        action: 'shorter',
        current: [
          { text: 'At Northwind I ran ' },
          { text: '40 Kubernetes clusters', bold: true },
          { text: ' for twelve teams.' },
        ],
        variant: 1,
      },
    ]);
    expect(getDataLayer()).toContainEqual(
      expect.objectContaining({ event: 'cover_letter_action', action: 'regenerate' }),
    );

    await user.click(screen.getByRole('button', { name: 'Undo the rewrite' }));
    expect(preview()).toHaveTextContent('for twelve teams.');
    expect(preview()).not.toHaveTextContent('I ran 40 clusters at Northwind.');
  });

  it('keeps the user’s text on a 409 and lets them choose; the saved one replaces it', async () => {
    const server = letterServer();
    const { user } = await openEditor(server.handlers);
    // Another tab saves first.
    server.current = {
      ...server.current,
      version: 7,
      updatedAt: '2026-11-21T09:00:00.000Z',
      content: { ...server.current.content, greeting: 'Hi from the other tab,' },
    };
    const greeting = screen.getByRole('textbox', { name: 'Greeting' });
    await user.clear(greeting);
    await user.type(greeting, 'Mine,');
    const dialog = await screen.findByRole('dialog', {
      name: 'This cover letter was changed somewhere else',
    });
    expect(greeting).toHaveValue('Mine,');
    await user.click(within(dialog).getByRole('button', { name: 'Use the saved version' }));
    expect(screen.getByRole('textbox', { name: 'Greeting' })).toHaveValue('Hi from the other tab,');
    expect(preview()).toHaveTextContent('Hi from the other tab,');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
  });

  it('“Keep mine” saves this copy over the other version', async () => {
    const server = letterServer();
    const { api, user } = await openEditor(server.handlers);
    server.current = { ...server.current, version: 7 };
    const greeting = screen.getByRole('textbox', { name: 'Greeting' });
    await user.clear(greeting);
    await user.type(greeting, 'Mine,');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(server.current.version).toBe(8));
    expect(server.current.content.greeting).toBe('Mine,');
    expect((api.bodies('PATCH', PATH) as UpdateCoverLetterRequest[]).map((b) => b.version)).toEqual(
      [3, 7],
    );
  });

  it('saves pending edits before an export and downloads the file', async () => {
    const server = letterServer();
    const { api, user } = await openEditor({
      ...server.handlers,
      [`GET ${PATH}/export`]: () =>
        new Response('%PDF-1.7', {
          headers: { 'content-disposition': 'attachment; filename="Ada Lovelace letter.pdf"' },
        }),
    });
    await user.type(screen.getByRole('textbox', { name: 'Signature' }), ' PhD');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Ada Lovelace letter.pdf')).toBeInTheDocument();
    expect(server.current.content.signature).toBe('Ada Lovelace PhD');
    const order = api.fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    expect(order.indexOf(`PATCH ${PATH}`)).toBeLessThan(
      order.indexOf(`GET ${PATH}/export?format=pdf`),
    );
    expect(getDataLayer()).toContainEqual(
      expect.objectContaining({ action: 'export', cover_letter_id: 'letter-1', format: 'pdf' }),
    );
  });

  it('says when the letter does not exist, and shows a free user the gate', async () => {
    fakeApi({ [`GET ${PATH}`]: () => errorBody(404, 'NOT_FOUND', 'Cover letter not found.') });
    const { unmount } = renderLetters('/cover-letters/letter-1');
    expect(await screen.findByRole('heading', { name: 'Cover letter not found' })).toBeVisible();
    unmount();
    renderLetters('/cover-letters/letter-1', fakeSubscription());
    expect(await screen.findByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
  });
});
