import { COVER_LETTER_TEXT_MAX } from '@resumio/contract/cover-letters';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { letterDetailFactory, resumeDetailFactory } from '../testing/fixtures.ts';
import { describeError } from './describe-error.ts';
import { draftErrors, draftFromDetail } from './letter-draft.ts';
import { letterPreviewModel } from './letterhead.ts';
import {
  emptyNewLetter,
  letterTitle,
  newLetterErrorsFrom,
  toCreateRequest,
  toGenerateRequest,
  validateNewLetter,
  withRememberedJob,
} from './new-letter.ts';
import { wordTarget } from './word-target.ts';

const POSTING = 'We need a platform engineer with Kubernetes and Terraform experience.';

describe('wordTarget', () => {
  it('counts against the chosen length with ±20% leeway', () => {
    expect(wordTarget(243, 'standard')).toMatchObject({
      label: '243 / ~250 words',
      state: 'on-target',
    });
    expect(wordTarget(199, 'standard')).toMatchObject({ state: 'short' });
    expect(wordTarget(199, 'standard').advice).toBe('Add about 1 word to reach the chosen length.');
    expect(wordTarget(481, 'detailed')).toMatchObject({ state: 'long', target: 400 });
    expect(wordTarget(120, 'short')).toMatchObject({
      state: 'on-target',
      label: '120 / ~150 words',
    });
  });
});

describe('the new-letter form', () => {
  const filled = {
    ...emptyNewLetter('r1'),
    jobDescription: POSTING,
    jobTitle: ' Platform Engineer ',
    company: 'Halvard',
  };

  it('asks for a resume, the job, the company and a real posting before any request', () => {
    expect(validateNewLetter(emptyNewLetter())).toEqual({
      resumeId: 'Choose the resume to write from.',
      jobTitle: 'Enter the job title.',
      company: 'Enter the company.',
      jobDescription: expect.stringContaining('Paste the job description'),
    });
    expect(validateNewLetter(filled)).toEqual({});
  });

  it('sends trimmed lines and leaves a blank hiring manager out', () => {
    expect(toGenerateRequest(filled)).toEqual({
      resumeId: 'r1',
      jobDescription: POSTING,
      jobTitle: 'Platform Engineer',
      company: 'Halvard',
      tone: 'formal',
      length: 'standard',
      variant: 0,
    });
    expect(toGenerateRequest({ ...filled, hiringManager: ' Jo Lee ' }).hiringManager).toBe(
      'Jo Lee',
    );
  });

  it('places the server’s field messages under this form’s fields only', () => {
    expect(
      newLetterErrorsFrom({ jobTitle: 'Too long', 'company.0': 'Bad', 'content.body': 'x' }),
    ).toEqual({ jobTitle: 'Too long', company: 'Bad' });
  });

  it('titles the letter after the job and saves what was generated', () => {
    expect(letterTitle('Platform Engineer', 'Halvard')).toBe('Platform Engineer – Halvard');
    expect(letterTitle('', '')).toBe('Cover letter');
    expect(letterTitle('x'.repeat(200), 'Co')).toHaveLength(120);
    const detail = letterDetailFactory();
    const request = toCreateRequest(filled, {
      content: detail.content,
      addressed: detail.addressed,
      flags: [],
      wordCount: 10,
      engine: 'local',
    });
    expect(request).toMatchObject({
      title: 'Platform Engineer – Halvard',
      resumeId: 'r1',
      jobDescription: POSTING,
      content: detail.content,
      addressed: detail.addressed,
    });
  });
});

describe('draftErrors', () => {
  it('finds nothing wrong with a saved letter', () => {
    expect(draftErrors(draftFromDetail(letterDetailFactory()))).toEqual({});
  });

  it('names the field the contract refuses, as the API would', () => {
    const draft = draftFromDetail(letterDetailFactory());
    expect(draftErrors({ ...draft, title: '  ' })).toEqual({ title: 'Enter a title.' });
    const long = {
      ...draft,
      content: {
        ...draft.content,
        body: [{ type: 'paragraph' as const, runs: [{ text: 'a'.repeat(COVER_LETTER_TEXT_MAX) }] }],
      },
    };
    expect(draftErrors(long)['content.body']).toMatch(/at most 10,000 characters/);
    expect(
      draftErrors({ ...draft, content: { ...draft.content, date: '2026-13-45' } }),
    ).toHaveProperty('content.date');
  });
});

describe('describeError', () => {
  it('turns a 400 into field messages and an AI code into the contract’s words', () => {
    const invalid = new ApiError({
      message: 'Check the fields.',
      code: 'VALIDATION_ERROR',
      status: 400,
      details: [{ path: 'body.company', message: 'Enter the company.' }],
    });
    expect(describeError(invalid, 'write the letter')).toMatchObject({
      fields: { company: 'Enter the company.' },
      retryable: false,
    });
    const limited = new ApiError({ message: '', code: 'AI_RATE_LIMITED', status: 429 });
    expect(describeError(limited, 'write the letter')).toMatchObject({
      title: 'Daily AI limit reached',
      message: expect.stringContaining('limit of AI requests'),
      retryable: false,
    });
    expect(describeError(new Error('boom'), 'write the letter')).toMatchObject({
      title: 'We couldn’t write the letter',
      message: 'boom',
    });
  });
});

describe('the preview model', () => {
  const content = letterDetailFactory().content;

  it('takes the letterhead from the resume and its template’s header style', () => {
    const { view, style, fontStack } = letterPreviewModel('Letter', content, resumeDetailFactory());
    expect(view.sender.name).toBe('Ada Lovelace');
    expect(view.sender.contacts.map((c) => c.text)).toEqual([
      'ada@example.com',
      '+44 20 7946 0000',
      'London, GB',
    ]);
    expect(view.date).toBe('November 20, 2026');
    expect(view.recipient).toEqual(['Jordan Lee', 'Halvard Systems']);
    expect(view.subject).toBe('Re: Platform Engineer');
    expect(style).toMatchObject({ header: 'center', separator: ' | ' });
    expect(fontStack).toContain('Source Serif 4');
  });

  it('falls back to the signature’s name without a resume', () => {
    const { view, fontStack } = letterPreviewModel(
      'Letter',
      { ...content, signature: 'Sam' },
      undefined,
    );
    expect(view.sender).toMatchObject({ name: 'Sam', contacts: [] });
    // The default template's letterhead.
    expect(fontStack).toContain('Source Serif 4');
  });
});

describe('withRememberedJob', () => {
  const job = { jobTitle: 'Data Engineer', company: 'Northwind', jobDescription: 'Posting text' };

  it('fills the empty job fields from the copy, and keeps what was typed', () => {
    const form = { ...emptyNewLetter('copy-1'), company: 'Contoso' };
    expect(withRememberedJob(form, job, null)).toMatchObject({
      jobTitle: 'Data Engineer',
      company: 'Contoso',
      jobDescription: 'Posting text',
    });
  });

  it('takes back what the last copy brought when the next resume has no job', () => {
    const brought = withRememberedJob(emptyNewLetter('copy-1'), job, null);
    expect(withRememberedJob(brought, null, job)).toMatchObject({
      jobTitle: '',
      company: '',
      jobDescription: '',
    });
  });
});
