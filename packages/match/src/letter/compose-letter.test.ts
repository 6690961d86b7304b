import type { Resume } from '@resumio/resume-model';
import {
  type GenerateLetterInput,
  blockText,
  letterLengthWords,
  letterText,
} from '@resumio/contract/cover-letters';
import { describe, expect, it } from 'vitest';
import { BACKEND_POSTING, backendResume } from '../testing/fixtures.ts';
import { fillerSentences } from '../testing/filler-sentences.ts';
import { checkLetter } from './check-letter.ts';
import { composeLetter } from './compose-letter.ts';
import { composeParagraph } from './compose-paragraph.ts';

const input = (overrides: Partial<GenerateLetterInput> = {}): GenerateLetterInput => ({
  resumeId: 'r1',
  jobDescription: BACKEND_POSTING,
  jobTitle: 'Backend Engineer',
  company: 'Acme Inc.',
  tone: 'formal',
  length: 'standard',
  variant: 0,
  ...overrides,
});
const compose = (resume: Resume, overrides: Partial<GenerateLetterInput> = {}) =>
  composeLetter(resume, input(overrides), { today: '2025-03-01' });
const body = (resume: Resume, overrides: Partial<GenerateLetterInput> = {}) =>
  compose(resume, overrides).content.body.map(blockText).join('\n\n');

describe('composeLetter', () => {
  it('fills the letterhead fields and signs with the resume’s name', () => {
    const letter = compose(backendResume, { hiringManager: 'Dr. Priya Natarajan' });
    expect(letter.engine).toBe('local');
    expect(letter.content).toMatchObject({
      date: '2025-03-01',
      recipientName: 'Dr. Priya Natarajan',
      company: 'Acme Inc.',
      jobTitle: 'Backend Engineer',
      greeting: 'Dear Dr. Priya Natarajan,',
      signature: 'Ana Ruiz',
    });
    expect(letter.content.closing).toMatch(/,$/);
    expect(letter.flags.filter((f) => f.kind !== 'length')).toEqual([]);
  });

  it('greets neutrally without a hiring manager', () => {
    const greetings = new Set(
      [0, 1, 2, 3, 4, 5].map((variant) => compose(backendResume, { variant }).content.greeting),
    );
    for (const greeting of greetings) expect(greeting).toMatch(/^Dear Hiring (Manager|Team),$/);
  });

  it('cites the strongest achievements with their employers and figures', () => {
    const text = body(backendResume);
    expect(text).toContain('Quillpay');
    expect(text).toContain('Bitforge');
    expect(text).toContain('20%');
    expect(text).toMatch(/payment services in Golang/);
  });

  it('is the same letter for the same input and another for another variant', () => {
    expect(compose(backendResume)).toEqual(compose(backendResume));
    expect(body(backendResume, { variant: 1 })).not.toBe(body(backendResume));
  });

  it('reads well for a role written with an article and a company ending in "Inc."', () => {
    const letter = compose(backendResume, { jobTitle: 'an Engineer', company: 'Acme Inc.' });
    const text = letterText(letter.content);
    expect(letter.content.jobTitle).toBe('Engineer');
    expect(text).not.toMatch(/\b(a|an|the) (a|an|the)\b/i);
    expect(text).not.toMatch(/Inc\.\./);
    expect(text).not.toMatch(/\ba Engineer\b/);
  });

  it('writes a letter from the summary, projects and skills when there are no jobs', () => {
    const resume: Resume = {
      basics: { name: 'Sam Lee', summary: 'Backend developer focused on Go and PostgreSQL.' },
      projects: [
        {
          name: 'Ledger',
          description: 'An open-source double-entry ledger in Go.',
          highlights: ['Handles 2,000 requests per second on one core.'],
        },
      ],
      skills: [{ name: 'Backend', keywords: ['Go', 'PostgreSQL', 'Docker'] }],
    };
    for (const length of ['short', 'standard', 'detailed'] as const) {
      const letter = compose(resume, { length });
      const text = letter.content.body.map(blockText).join('\n');
      expect(text).toContain('Ledger');
      expect(text).toContain('2,000 requests per second');
      expect(text).not.toMatch(/\bI handled\b/);
      expect(checkLetter(resume, letter.content)).toEqual([]);
    }
  });

  it('copes with an empty resume: no name, no evidence, a short letter that says why', () => {
    const letter = compose({}, { length: 'short' });
    expect(letter.content.signature).toBe('');
    expect(letter.wordCount).toBeGreaterThan(30);
    expect(letter.wordCount).toBeLessThan(120);
    expect(letter.flags).toEqual([
      expect.objectContaining({
        block: -1,
        kind: 'length',
        reason: expect.stringMatching(/rather than filled out with general claims/),
      }),
    ]);
    expect(letterText(letter.content)).not.toMatch(/undefined|null|\{|\}/);
  });

  it('keeps a resume in another language out of the English letter, and says so', () => {
    const resume: Resume = {
      basics: { name: 'Jörg Müller', label: 'Softwareentwickler' },
      work: [
        {
          name: 'Süddeutsche Software GmbH',
          position: 'Softwareentwickler',
          highlights: [
            'Entwicklung von REST-Schnittstellen in Go für 3 Millionen Nutzer.',
            'Einführung von Kubernetes im Team.',
          ],
        },
      ],
    };
    const letter = compose(resume, { company: 'Zürich Versicherung AG', tone: 'confident' });
    const text = letter.content.body.map(blockText).join('\n');
    // No German sentence, title or phrase in an English letter: "As a Softwareentwickler, I…".
    expect(text).not.toMatch(/Entwicklung|Einführung|Softwareentwickler|Nutzer/);
    expect(text).toContain('Zürich Versicherung AG');
    expect(letter.flags.filter((f) => f.kind !== 'length')).toEqual([
      expect.objectContaining({ block: -1, kind: 'language' }),
    ]);
    expect(checkLetter(resume, letter.content)).toEqual([]);
  });
});

it('pads a letter with at most two sentences that say nothing of the resume', () => {
  for (const length of ['short', 'standard', 'detailed'] as const) {
    const letter = compose(backendResume, { length });
    expect(fillerSentences(letter)).toBeLessThanOrEqual(2);
    expect(letter.wordCount).toBeLessThanOrEqual(letterLengthWords[length] * 1.2);
  }
});

describe('composeParagraph', () => {
  const letter = compose(backendResume);
  const current = blockText(letter.content.body[1]!);

  it('regenerates a paragraph for the same place in the letter', () => {
    const block = composeParagraph(backendResume, input(), letter.content, 1, 'regenerate', 1);
    const text = blockText(block);
    expect(text).not.toBe(current);
    expect(text).toContain('Quillpay');
    expect(checkLetter(backendResume, { ...letter.content, body: [block] })).toEqual([]);
  });

  it('shortens a paragraph with its own sentences', () => {
    const text = blockText(
      composeParagraph(backendResume, input(), letter.content, 1, 'shorter', 0),
    );
    expect(text.split(/\s+/).length).toBeLessThan(current.split(/\s+/).length);
    for (const sentence of text.split(/(?<=\.)\s+/)) expect(current).toContain(sentence);
  });

  it('rewrites casual wording formally and keeps marks and facts', () => {
    const content = {
      ...letter.content,
      body: [
        {
          type: 'paragraph' as const,
          runs: [
            { text: "I'm so excited to apply, and I'd love to talk! " },
            { text: 'I cut report latency 20%.', bold: true },
          ],
        },
      ],
    };
    const block = composeParagraph(backendResume, input(), content, 0, 'more_formal', 0);
    expect(block).toEqual({
      type: 'paragraph',
      runs: [
        { text: 'I am pleased to apply, and I would welcome the opportunity to talk. ' },
        { text: 'I cut report latency 20%.', bold: true },
      ],
    });
  });
});
