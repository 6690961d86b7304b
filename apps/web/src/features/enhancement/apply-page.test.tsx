import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSubscription, premiumActive } from '@/testing/fake-subscription.ts';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import { ApplyPage } from './apply-page.tsx';
import { POSTING, matchResponse, resumeDetail, tailorResponse } from './testing/fixtures.ts';

type Handler = (body: unknown, init?: RequestInit) => Response | Promise<Response>;

const errorBody = (status: number, code: string, message: string, details?: unknown) =>
  Response.json({ message, error: 'Error', code, details }, { status });

/** A fake API: each route answers with its handler; anything else is a 404. */
function server(overrides: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    'GET /api/resumes/r1': () => Response.json(resumeDetail),
    'POST /api/resumes/r1/match': () => Response.json(matchResponse),
    'POST /api/resumes/r1/tailor': () => Response.json(tailorResponse),
    'POST /api/resumes/r1/tailor/score': () => Response.json({ ...matchResponse, score: 77 }),
    'POST /api/resumes/r1/tailored-copies': () =>
      Response.json(
        { ...resumeDetail, id: 'copy-1', title: 'Product roles – Globex' },
        { status: 201 },
      ),
    'GET /api/ai/usage': () => Response.json({ used: 0, limit: 50, model: false }),
    ...overrides,
  };
  return vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = handlers[key];
    if (!handler) return errorBody(404, 'NOT_FOUND', 'Not found');
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined, init);
  });
}

type FetchMock = ReturnType<typeof server>;

const bodiesOf = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

const events = () =>
  (window.dataLayer ?? []).filter(
    (entry): entry is Record<string, unknown> =>
      (entry as { event?: string }).event === 'ai_enhancement',
  );

function renderPage(fetchMock: FetchMock, subscription = fakeSubscription()) {
  vi.stubGlobal('fetch', fetchMock);
  return renderWithSubscription(
    [
      { path: '/my-resumes/:id/apply', element: <ApplyPage /> },
      { path: '/my-resumes/:id', element: <h1>Resume detail page</h1> },
    ],
    '/my-resumes/r1/apply',
    mockAuth('authenticated'),
    subscription,
  );
}

async function analyse(posting = POSTING, extra: { title?: string; company?: string } = {}) {
  const description = await screen.findByLabelText(/Job description/);
  await userEvent.click(description);
  await userEvent.paste(posting);
  if (extra.title) await userEvent.type(screen.getByLabelText(/Job title/), extra.title);
  if (extra.company) await userEvent.type(screen.getByLabelText(/Company/), extra.company);
  await userEvent.click(screen.getByRole('button', { name: 'Analyse match' }));
}

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('/my-resumes/:id/apply', () => {
  it('shows the resume, what the page does, and a way back before any analysis', async () => {
    renderPage(server());
    expect(await screen.findByRole('heading', { level: 1, name: 'Product roles' })).toBeVisible();
    expect(screen.getByRole('link', { name: '← Back to the resume' })).toHaveAttribute(
      'href',
      '/my-resumes/r1',
    );
    expect(screen.getByRole('heading', { name: 'Your match will appear here' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Tailor your resume to a job | Resumio'));
  });

  it('analyses the posting: score, components, and keywords with their evidence', async () => {
    const fetchMock = server();
    renderPage(fetchMock);
    await analyse(POSTING, { title: 'Platform Engineer', company: 'Globex' });

    const heading = await screen.findByRole('heading', {
      name: 'Your match for Platform Engineer at Globex',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(bodiesOf(fetchMock, '/api/resumes/r1/match')).toEqual([
      { jobDescription: POSTING, jobTitle: 'Platform Engineer', company: 'Globex' },
    ]);

    const meter = screen.getByRole('meter', { name: 'Match score' });
    expect(meter).toHaveAttribute('aria-valuenow', '64');
    expect(meter).toHaveAttribute('aria-valuetext', '64 out of 100, strong match');
    expect(screen.getByText(matchResponse.summary)).toBeVisible();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      /Match score: 64 out of 100/,
    );

    // Each component: name, score, weight and its explanation.
    expect(screen.getByText('Required skills')).toBeVisible();
    expect(screen.getByText('Your resume shows 1 of the 2 required skills.')).toBeVisible();
    expect(screen.getByText(/weight 60%/)).toBeVisible();
    expect(screen.getByText('Not counted for this posting')).toBeVisible();

    // Keywords: required first; found ones with the resume's words marked and where they are.
    const table = screen.getByRole('table');
    // Dozens of rows run the page's width, not one column beside the short posting form.
    const form = screen.getByRole('textbox', { name: /Job description/ }).closest('form')!;
    const columns = screen.getByRole('heading', { name: /^Your match for/ }).closest('.grid')!;
    expect(columns).toContainElement(form);
    expect(columns).not.toContainElement(table);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      expect.stringMatching(/^Kubernetes/),
      expect.stringMatching(/^Terraform/),
      expect.stringMatching(/^Mentoring/),
    ]);
    const kubernetes = rows[0]!;
    expect(kubernetes).toHaveTextContent('Found');
    expect(kubernetes).toHaveTextContent('Built kubernetes clusters for 40 teams');
    expect(kubernetes.querySelector('mark')).toHaveTextContent(/^kubernetes$/);
    expect(kubernetes).toHaveTextContent('Experience · Platform engineer at Acme · bullet 2');
    expect(rows[1]).toHaveTextContent('Missing');
    expect(rows[2]!.querySelector('mark')).toHaveTextContent('Mentored');

    await userEvent.click(screen.getByRole('radio', { name: 'Missing (1)' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('Terraform');
    expect(table).not.toHaveTextContent('Kubernetes');

    expect(events()).toEqual([
      expect.objectContaining({ event: 'ai_enhancement', action: 'analyse', resume_id: 'r1' }),
    ]);
    // The posting survives a reload of this tab.
    await waitFor(() =>
      expect(window.sessionStorage.getItem('resumio:tailor-posting:r1')).toContain('Globex'),
    );
  });

  it('restores the last posting of this resume after a reload', async () => {
    window.sessionStorage.setItem(
      'resumio:tailor-posting:r1',
      JSON.stringify({ jobDescription: POSTING, jobTitle: 'SRE', company: '' }),
    );
    renderPage(server());
    expect(await screen.findByLabelText(/Job description/)).toHaveValue(POSTING);
    expect(screen.getByLabelText(/Job title/)).toHaveValue('SRE');
  });

  it('checks the length before sending, and shows INVALID_JOB_DESCRIPTION under the field', async () => {
    const message = 'Paste the job description: between 30 and 30,000 characters.';
    const fetchMock = server({
      'POST /api/resumes/r1/match': () =>
        errorBody(400, 'INVALID_JOB_DESCRIPTION', message, [{ path: 'jobDescription', message }]),
    });
    renderPage(fetchMock);

    await analyse('Too short');
    const field = screen.getByLabelText(/Job description/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveFocus();
    expect(bodiesOf(fetchMock, '/api/resumes/r1/match')).toEqual([]);

    await userEvent.paste(' — but now it is long enough to send to the server.');
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Analyse match' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(bodiesOf(fetchMock, '/api/resumes/r1/match')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your match will appear here' })).toBeVisible();
  });

  it('shows an error panel with Try again when the service fails', async () => {
    let calls = 0;
    const fetchMock = server({
      'POST /api/resumes/r1/match': () =>
        ++calls === 1
          ? errorBody(429, 'RATE_LIMITED', 'Too many requests', { retryAfterSeconds: 12 })
          : Response.json(matchResponse),
    });
    renderPage(fetchMock);
    await analyse();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests');
    expect(alert).toHaveTextContent('Wait 12 seconds, then try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('meter', { name: 'Match score' })).toHaveAttribute(
      'aria-valuenow',
      '64',
    );
  });

  it('shows a free user the score and keywords, and the Premium gate instead of tailoring', async () => {
    const fetchMock = server();
    renderPage(fetchMock);
    await analyse();

    expect(await screen.findByRole('meter', { name: 'Match score' })).toBeVisible();
    expect(screen.getByRole('table')).toBeVisible();
    const gate = screen.getByRole('region', { name: 'Resume Enhancement for Job Applications' });
    expect(gate).toHaveTextContent(
      'Resume enhancement optimises the resume for a job description with ATS-friendly keywords.',
    );
    expect(within(gate).getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Tailor my resume' })).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/resumes/r1/tailor')).toEqual([]);
  });

  it('lets a premium user tailor, reject a change, see the live score, and save a copy', async () => {
    const fetchMock = server();
    const { router } = renderPage(fetchMock, fakeSubscription(premiumActive));
    await analyse(POSTING, { company: 'Globex' });

    await userEvent.click(await screen.findByRole('button', { name: 'Tailor my resume' }));
    const list = await screen.findByRole('heading', { name: 'Proposed changes (3)' });
    expect(list).toBeVisible();
    // The pressed button gave way: focus is on the proposals, never left on <body>.
    await waitFor(() => expect(list).toHaveFocus());

    // Each proposal is named by its kind, its place and what it puts in: no two share a name.
    const cards = screen.getAllByRole('article');
    const names = cards.map((card) => card.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(cards.length);
    expect(names).toContain('Skill added to your list, Skills · “Cloud”: “Kubernetes”');
    expect(bodiesOf(fetchMock, '/api/resumes/r1/tailor')).toEqual([
      { jobDescription: POSTING, company: 'Globex' },
    ]);

    // Every change starts accepted: the score is the tailored one, with no extra request.
    const live = screen.getByRole('meter', { name: 'Score with your accepted changes' });
    expect(live).toHaveAttribute('aria-valuenow', '81');
    expect(screen.getByText('3 of 3 changes accepted')).toBeVisible();

    // The summary's word-level diff marks removed and added words in text, not only colour.
    const summary = screen.getByRole('article', { name: /^Summary rewritten/ });
    expect(summary.querySelector('ins')).toHaveTextContent(
      '[added: who builds Kubernetes clusters',
    );
    expect(within(summary).getByText(/Opens with the requirements/)).toBeVisible();

    const skill = screen.getByRole('article', { name: /^Skill added to your list/ });
    expect(skill).toHaveTextContent('Adds [added: Kubernetes] to your “Cloud” skills.');
    await userEvent.click(within(skill).getByRole('button', { name: /^Reject/ }));
    expect(within(skill).getByRole('button', { name: /^Reject/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(skill).toHaveTextContent('Rejected: your copy keeps the original here.');

    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/resumes/r1/tailor/score')).toHaveLength(1),
    );
    expect(bodiesOf(fetchMock, '/api/resumes/r1/tailor/score')[0]).toEqual({
      jobDescription: POSTING,
      company: 'Globex',
      accepted: ['rewrite-summary:basics.summary', 'reorder-bullets:work[0].highlights'],
      confirmed: [],
    });
    await waitFor(() => expect(live).toHaveAttribute('aria-valuenow', '77'));
    expect(screen.getByText('+13')).toBeVisible();
    expect(screen.getByText('2 of 3 changes accepted')).toBeVisible();

    // Prompts for what is missing, and the guard's refusals folded away.
    const prompts = screen.getByRole('region', { name: 'Only add if true' });
    expect(prompts).toHaveTextContent('Only add Terraform if you have used it');
    expect(screen.getByText(/1 proposal turned down by the truthfulness guard/)).toBeVisible();

    expect(screen.getByLabelText('Name of the copy')).toHaveValue('Product roles – Globex');
    await userEvent.click(screen.getByRole('button', { name: 'Save as tailored copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-resumes/copy-1'));
    expect(bodiesOf(fetchMock, '/api/resumes/r1/tailored-copies')).toEqual([
      {
        jobDescription: POSTING,
        company: 'Globex',
        accepted: ['rewrite-summary:basics.summary', 'reorder-bullets:work[0].highlights'],
        confirmed: [],
        title: 'Product roles – Globex',
      },
    ]);

    expect(events().map((e) => e.action)).toEqual(['analyse', 'tailor', 'reject', 'save']);
    expect(events()[2]).toMatchObject({ resume_id: 'r1', change_kind: 'add-skill' });
    expect(events()[3]).toMatchObject({ resume_id: 'r1', copy_id: 'copy-1', accepted: 2 });
  });

  it('adds a missing requirement only when the user says it is true, and scores it', async () => {
    const fetchMock = server();
    renderPage(fetchMock, fakeSubscription(premiumActive));
    await analyse();
    await userEvent.click(await screen.findByRole('button', { name: 'Tailor my resume' }));
    const live = await screen.findByRole('meter', { name: 'Score with your accepted changes' });
    const prompts = screen.getByRole('region', { name: 'Only add if true' });
    const toggle = within(prompts).getByRole('button', { name: 'I have this: Terraform' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(prompts).toHaveTextContent(
      'The tailored copy lists it in your skills, under “Key skills”.',
    );
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/resumes/r1/tailor/score')).toEqual([
        {
          jobDescription: POSTING,
          accepted: [
            'rewrite-summary:basics.summary',
            'add-skill:skills[0].keywords:kubernetes',
            'reorder-bullets:work[0].highlights',
          ],
          confirmed: ['Terraform'],
        },
      ]),
    );
    await waitFor(() => expect(live).toHaveAttribute('aria-valuenow', '77'));
    expect(screen.getByText('3 of 3 changes accepted, 1 requirement you confirmed')).toBeVisible();

    // Nothing accepted but a confirmed requirement is still a copy worth saving.
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(screen.getByRole('button', { name: 'Save as tailored copy' })).toBeEnabled();
    expect(screen.getByText(/Saves a new resume with 1 requirement you confirmed\./)).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(live).toHaveAttribute('aria-valuenow', '64');
    expect(screen.getByRole('button', { name: 'Save as tailored copy' })).toBeDisabled();
    expect(events().map((e) => e.action)).toEqual([
      'analyse',
      'tailor',
      'confirm',
      'reject',
      'unconfirm',
    ]);
    expect(events()[2]).toMatchObject({ resume_id: 'r1', category: 'tool' });
  });

  it('needs no score request for "Reject all" and "Accept all"', async () => {
    const fetchMock = server();
    renderPage(fetchMock, fakeSubscription(premiumActive));
    await analyse();
    await userEvent.click(await screen.findByRole('button', { name: 'Tailor my resume' }));
    const live = await screen.findByRole('meter', { name: 'Score with your accepted changes' });

    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(live).toHaveAttribute('aria-valuenow', '64');
    expect(screen.getByRole('button', { name: 'Save as tailored copy' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(live).toHaveAttribute('aria-valuenow', '81');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(bodiesOf(fetchMock, '/api/resumes/r1/tailor/score')).toEqual([]);
    expect(events().map((e) => e.action)).toEqual(['analyse', 'tailor', 'reject', 'accept']);
  });

  it('mirrors the server’s 403: explains it and checks the plan again', async () => {
    const subscription = fakeSubscription(premiumActive);
    renderPage(
      server({
        'POST /api/resumes/r1/tailor': () =>
          errorBody(403, 'PREMIUM_REQUIRED', 'This feature requires a Premium subscription.'),
      }),
      subscription,
    );
    await analyse();
    await userEvent.click(await screen.findByRole('button', { name: 'Tailor my resume' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tailoring is part of Premium');
    expect(alert).toHaveTextContent('This feature requires a Premium subscription.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(subscription.refresh).toHaveBeenCalledWith({ force: true });
  });

  it('explains an unavailable AI service while tailoring, with Try again', async () => {
    renderPage(
      server({
        'POST /api/resumes/r1/tailor': () =>
          errorBody(
            503,
            'AI_UNAVAILABLE',
            'The AI service is not available right now. Try again in a few minutes.',
          ),
      }),
      fakeSubscription(premiumActive),
    );
    await analyse();
    await userEvent.click(await screen.findByRole('button', { name: 'Tailor my resume' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The AI service is not available');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('says so when the resume does not exist', async () => {
    renderPage(
      server({ 'GET /api/resumes/r1': () => errorBody(404, 'NOT_FOUND', 'Resume not found') }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resume not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'My resumes' })).toHaveAttribute('href', '/my-resumes');
  });

  it('streams an AI rewrite into a change when a model is configured, and cancels it', async () => {
    const encoder = new TextEncoder();
    let stalled: AbortSignal | undefined;
    let calls = 0;
    const fetchMock = server({
      'GET /api/ai/usage': () => Response.json({ used: 3, limit: 50, model: true }),
      'POST /api/resumes/r1/rewrite': (_body, init) => {
        calls += 1;
        const signal = init?.signal ?? undefined;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            if (calls === 1) {
              // The first answer never finishes: the user cancels it.
              stalled = signal;
              controller.enqueue(encoder.encode('data: {"type":"delta","text":"Platform"}\n\n'));
              signal?.addEventListener('abort', () => controller.error(signal.reason));
              return;
            }
            const done = {
              type: 'done',
              path: 'basics.summary',
              before: 'Platform engineer.',
              after: 'Platform engineer running Kubernetes for 40 teams.',
              accepted: true,
              problems: [],
            };
            controller.enqueue(
              encoder.encode('data: {"type":"delta","text":"Platform engineer"}\n\n'),
            );
            controller.enqueue(encoder.encode(`data: ${JSON.stringify(done)}\n\n`));
            controller.close();
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      },
    });
    renderPage(fetchMock, fakeSubscription(premiumActive));
    await analyse();
    await userEvent.click(await screen.findByRole('button', { name: 'Tailor my resume' }));
    const summary = await screen.findByRole('article', { name: /^Summary rewritten/ });
    // Only texts the rewrite endpoint takes get the action (not the reordered bullets).
    const bullets = screen.getByRole('article', { name: /^Bullets reordered/ });
    expect(within(bullets).queryByRole('button', { name: 'Rewrite with AI' })).toBeNull();

    await userEvent.click(await within(summary).findByRole('button', { name: 'Rewrite with AI' }));
    expect(await within(summary).findByText('Platform')).toBeVisible();
    await userEvent.click(within(summary).getByRole('button', { name: 'Cancel' }));
    expect(stalled?.aborted).toBe(true);
    expect(within(summary).getByText('Rewrite cancelled.')).toBeVisible();

    await userEvent.click(within(summary).getByRole('button', { name: 'Rewrite with AI' }));
    expect(
      await within(summary).findByText('Platform engineer running Kubernetes for 40 teams.'),
    ).toBeVisible();
    expect(bodiesOf(fetchMock, '/api/resumes/r1/rewrite')[1]).toEqual({
      jobDescription: POSTING,
      path: 'basics.summary',
    });
    expect(events().filter((e) => e.action === 'rewrite')).toHaveLength(2);
  });
});
