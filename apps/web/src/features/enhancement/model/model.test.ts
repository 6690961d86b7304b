import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { resumeDocument } from '../testing/fixtures.ts';
import { describeError } from './describe-error.ts';
import { highlightParts } from './highlight.ts';
import { toJobInput, validatePosting } from './job-posting.ts';
import { describePath, skillGroupPhrase } from './resume-paths.ts';

describe('highlightParts', () => {
  const marked = (text: string, words: string[]) =>
    highlightParts(text, words)
      .filter((p) => p.match)
      .map((p) => p.text);

  it('marks whole words, whatever their case', () => {
    expect(marked('Ran Kubernetes and kubernetes-based CI', ['kubernetes'])).toEqual([
      'Kubernetes',
      'kubernetes',
    ]);
    expect(marked('Google Go services', ['Go'])).toEqual(['Go']);
  });

  it('handles terms with symbols and prefers the longest', () => {
    expect(marked('C++ and CI/CD, also CI', ['C++', 'CI/CD', 'CI'])).toEqual([
      'C++',
      'CI/CD',
      'CI',
    ]);
    expect(highlightParts('Nothing here', ['Rust'])).toEqual([
      { text: 'Nothing here', match: false },
    ]);
    expect(highlightParts('x', [])).toEqual([{ text: 'x', match: false }]);
  });
});

describe('describePath', () => {
  it('names the section, the entry and the item', () => {
    expect(describePath('work[0].highlights[1]', resumeDocument)).toBe(
      'Experience · Platform engineer at Acme · bullet 2',
    );
    expect(describePath('work[0].highlights', resumeDocument)).toBe(
      'Experience · Platform engineer at Acme · bullets',
    );
    expect(describePath('basics.summary', resumeDocument)).toBe('Summary');
    expect(describePath('basics.label', resumeDocument)).toBe('Headline');
    expect(describePath('skills[0].keywords', resumeDocument)).toBe('Skills · “Cloud”');
    expect(describePath('skills[3].keywords', resumeDocument)).toBe(
      'Skills · new “Key skills” group',
    );
    expect(describePath('projects[2].highlights[0]', resumeDocument)).toBe(
      'Projects · entry 3 · bullet 1',
    );
  });

  it('uses a section title the user renamed', () => {
    const renamed = {
      ...resumeDocument,
      resumio: {
        ...resumeDocument.resumio!,
        sections: { ...resumeDocument.resumio!.sections, titles: { work: 'Career' } },
      },
    };
    expect(describePath('work[0].highlights[0]', renamed)).toMatch(/^Career · /);
  });

  it('says where an added skill goes', () => {
    expect(skillGroupPhrase('skills[0].keywords', resumeDocument)).toBe('your “Cloud” skills');
    expect(skillGroupPhrase('skills[1].keywords', resumeDocument)).toBe('a new “Key skills” group');
  });
});

describe('job posting', () => {
  it('leaves blank title and company out of the request', () => {
    expect(toJobInput({ jobDescription: 'x', jobTitle: '  ', company: ' Acme ' })).toEqual({
      jobDescription: 'x',
      company: 'Acme',
    });
  });

  it('applies the contract’s limits', () => {
    const ok = 'a'.repeat(30);
    expect(validatePosting({ jobDescription: ok, jobTitle: '', company: '' })).toEqual({});
    expect(
      validatePosting({ jobDescription: `  ${'a'.repeat(29)}  `, jobTitle: '', company: '' })
        .jobDescription,
    ).toMatch(/between 30 and 30,000 characters/);
    expect(
      validatePosting({ jobDescription: 'a'.repeat(30_001), jobTitle: '', company: '' })
        .jobDescription,
    ).toBeDefined();
    expect(
      validatePosting({ jobDescription: ok, jobTitle: 't'.repeat(201), company: '' }).jobTitle,
    ).toBeDefined();
  });
});

describe('describeError', () => {
  const api = (code: string, status: number, message = 'Server says', details?: unknown) =>
    new ApiError({ code, status, message, details });

  it('gives each enhancement code its own title and retry rule', () => {
    expect(describeError(api('AI_TIMEOUT', 504), 'tailor')).toMatchObject({
      title: 'The AI service took too long',
      retryable: true,
    });
    expect(describeError(api('AI_RATE_LIMITED', 429), 'tailor')).toMatchObject({
      kind: 'ai-limit',
      retryable: false,
    });
    expect(describeError(api('PREMIUM_REQUIRED', 403), 'tailor').kind).toBe('premium');
    expect(describeError(api('NOT_FOUND', 404), 'tailor').kind).toBe('not-found');
    expect(describeError(api('INVALID_JOB_DESCRIPTION', 400), 'x')).toMatchObject({
      field: 'jobDescription',
      message: 'Server says',
    });
  });

  it('puts a validation issue about a posting field under that field', () => {
    const view = describeError(
      api('VALIDATION_ERROR', 400, 'Invalid', [{ path: 'company', message: 'Too long' }]),
      'x',
    );
    expect(view).toMatchObject({ field: 'company', message: 'Too long' });
  });

  it('keeps the server’s message for anything else', () => {
    expect(
      describeError(api('RESUME_LIMIT_REACHED', 409, 'You have 50 resumes'), 'save it'),
    ).toEqual({
      kind: 'other',
      title: 'We couldn’t save it',
      message: 'You have 50 resumes',
      retryable: false,
    });
  });
});
