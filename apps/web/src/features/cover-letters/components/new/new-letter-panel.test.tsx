import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getDataLayer } from '@/lib/analytics.ts';
import { type Handler, errorBody, fakeApi } from '@/testing/fake-api.ts';
import {
  generatedLetterFactory,
  letterDetailFactory,
  resumeSummaryFactory,
  sseResponse,
} from '../../testing/fixtures.ts';
import { renderLetters } from '../../testing/render-letters.tsx';

const POSTING = `Platform Engineer at Halvard Systems.
Requirements: Kubernetes, Terraform, PostgreSQL and five years of experience.`;

const resumes: Handler = () =>
  Response.json({
    items: [
      resumeSummaryFactory(),
      resumeSummaryFactory({ id: 'resume-2', title: 'Data resume', name: 'Ada L.' }),
    ],
    page: 1,
    pageSize: 100,
    total: 2,
  });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const fields: [string | RegExp, string][] = [
    ['Job title', 'Platform Engineer'],
    ['Company', 'Halvard Systems'],
    [/Hiring manager/, 'Jordan Lee'],
    ['Job description', POSTING],
  ];
  await screen.findByRole('textbox', { name: 'Job title' });
  for (const [name, text] of fields) {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(text);
  }
}

afterEach(() => {
  window.dataLayer = [];
});

// Each journey renders the whole page and types into a real form: a busy machine needs the time.
describe('writing a new letter', { timeout: 20_000 }, () => {
  it('checks the form before any request and says what is missing, next to the field', async () => {
    const api = fakeApi({ 'GET /api/resumes': resumes });
    const user = userEvent.setup();
    renderLetters('/cover-letters?new=1');
    const title = await screen.findByRole('textbox', { name: 'Job title' });
    expect(screen.getByRole('combobox', { name: 'Resume to write from' })).toHaveValue('resume-1');
    await user.click(screen.getByRole('button', { name: 'Generate letter' }));
    expect(title).toHaveAccessibleDescription('Enter the job title.');
    expect(title).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Job description' })).toHaveAccessibleDescription(
      expect.stringContaining('Paste the job description'),
    );
    expect(api.bodies('POST', '/api/cover-letters/generate/stream')).toEqual([]);
  });

  it('brings the job a tailored copy remembers into the form, and takes it away again', async () => {
    const job = {
      sourceResumeId: 'resume-1',
      jobTitle: 'Platform Engineer',
      company: 'Halvard Systems',
      jobDescription: POSTING,
    };
    fakeApi({
      'GET /api/resumes': () =>
        Response.json({
          items: [
            resumeSummaryFactory(),
            resumeSummaryFactory({ id: 'copy-1', title: 'Platform – Halvard', tailoredFor: job }),
          ],
          page: 1,
          pageSize: 100,
          total: 2,
        }),
    });
    const user = userEvent.setup();
    renderLetters('/cover-letters?new=1&resume=copy-1');
    const title = await screen.findByRole('textbox', { name: 'Job title' });
    expect(screen.getByRole('combobox', { name: 'Resume to write from' })).toHaveValue('copy-1');
    expect(title).toHaveValue('Platform Engineer');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Halvard Systems');
    expect(screen.getByRole('textbox', { name: 'Job description' })).toHaveValue(POSTING);

    // What the user typed stays; what the copy brought goes with it.
    await user.clear(title);
    await user.type(title, 'Staff Engineer');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Resume to write from' }),
      'resume-1',
    );
    expect(title).toHaveValue('Staff Engineer');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Job description' })).toHaveValue('');
  });

  it('streams the letter, saves it with what it addresses and opens the editor', async () => {
    const letter = generatedLetterFactory();
    const api = fakeApi({
      'GET /api/resumes': resumes,
      'POST /api/cover-letters/generate/stream': () =>
        sseResponse([
          { type: 'delta', text: 'Dear Jordan Lee,\n\n' },
          { type: 'delta', text: 'I am applying for the Platform Engineer role.' },
          { type: 'done', letter },
        ]),
      'POST /api/cover-letters': () => Response.json(letterDetailFactory({ id: 'letter-9' })),
      'GET /api/cover-letters/letter-9': () =>
        Response.json(letterDetailFactory({ id: 'letter-9' })),
      'GET /api/resumes/resume-1': () => Response.json({}),
    });
    const user = userEvent.setup();
    const { router } = renderLetters('/cover-letters?new=1');
    await fillForm(user);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Resume to write from' }),
      'resume-2',
    );
    await user.click(screen.getByRole('radio', { name: 'Confident' }));
    await user.click(screen.getByRole('radio', { name: 'Detailed (about 400 words)' }));
    await user.click(screen.getByRole('button', { name: 'Generate letter' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cover-letters/letter-9'));
    expect(api.bodies('POST', '/api/cover-letters/generate/stream')).toEqual([
      {
        resumeId: 'resume-2',
        jobDescription: POSTING,
        jobTitle: 'Platform Engineer',
        company: 'Halvard Systems',
        hiringManager: 'Jordan Lee',
        tone: 'confident',
        length: 'detailed',
        variant: 0,
      },
    ]);
    expect(api.bodies('POST', '/api/cover-letters')).toEqual([
      {
        title: 'Platform Engineer – Halvard Systems',
        resumeId: 'resume-2',
        jobDescription: POSTING,
        tone: 'confident',
        length: 'detailed',
        content: letter.content,
        addressed: letter.addressed,
      },
    ]);
    const events = (getDataLayer() as Record<string, unknown>[]).filter(
      (e) => e.event === 'cover_letter_action',
    );
    expect(events).toEqual([
      expect.objectContaining({ action: 'generate', engine: 'local', tone: 'confident' }),
      expect.objectContaining({ action: 'create', cover_letter_id: 'letter-9' }),
    ]);
    // Nothing about the job itself reaches the tag manager.
    expect(JSON.stringify(events)).not.toContain('Halvard');
  });

  it('shows the text as it streams, and Cancel stops without saving', async () => {
    let release!: () => void;
    const api = fakeApi({
      'GET /api/resumes': resumes,
      'POST /api/cover-letters/generate/stream': () => {
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(
              encoder.encode(`data: ${JSON.stringify({ type: 'delta', text: 'Dear team,' })}\n\n`),
            );
            release = () => controller.close();
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      },
    });
    const user = userEvent.setup();
    renderLetters('/cover-letters?new=1');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generate letter' }));
    expect(await screen.findByText('Writing your letter…')).toBeInTheDocument();
    expect(await screen.findByTestId('streamed-letter')).toHaveTextContent('Dear team,');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Generate letter' })).toBeEnabled();
    release();
    expect(api.bodies('POST', '/api/cover-letters')).toEqual([]);
  });

  it('puts the server’s refusal under the field it is about', async () => {
    fakeApi({
      'GET /api/resumes': resumes,
      'POST /api/cover-letters/generate/stream': () =>
        errorBody(400, 'VALIDATION_ERROR', 'Check the highlighted fields.', [
          { path: 'body.company', message: 'Use at most 120 characters.' },
        ]),
    });
    const user = userEvent.setup();
    renderLetters('/cover-letters?new=1');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generate letter' }));
    const company = screen.getByRole('textbox', { name: 'Company' });
    await waitFor(() => expect(company).toHaveAccessibleDescription('Use at most 120 characters.'));
    expect(company).toHaveFocus();
  });

  it('says so when the model is out of requests for today', async () => {
    fakeApi({
      'GET /api/resumes': resumes,
      'POST /api/cover-letters/generate/stream': () =>
        sseResponse([{ type: 'error', code: 'AI_RATE_LIMITED', message: 'Limit reached today.' }]),
    });
    const user = userEvent.setup();
    renderLetters('/cover-letters?new=1');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generate letter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daily AI limit reachedLimit reached today.',
    );
  });
});
