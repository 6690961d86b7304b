// The local cover-letter composer over every evaluation pair, in every tone and length: each
// letter names the company and the role, cites the resume's achievements, says nothing the
// resume does not support, keeps to its length and reads without template seams.
import type { Resume } from '@resumio/resume-model';
import {
  type GenerateLetterInput,
  type GeneratedLetter,
  blockText,
  letterLengths,
  letterTones,
} from '@resumio/contract/cover-letters';
import { describe, expect, it } from 'vitest';
import { checkLetter, composeLetter } from '../src/index.ts';
import { SPLITS, loadResume } from './data/index.ts';
import {
  achievementLines,
  articleErrors,
  artefacts,
  citedLines,
  doubledWords,
  fillerSentences,
  fullText,
  lengthRange,
} from './letter-checks.ts';

interface Case {
  name: string;
  fit: string;
  resume: Resume;
  input: GenerateLetterInput;
}

const cases: Case[] = SPLITS.flatMap((split) =>
  split.pairs.flatMap((pair) => {
    const posting = split.postings.find((p) => p.id === pair.posting)!;
    const resume = loadResume(pair.resume);
    // A corpus file absent from this checkout is left out, as the rest of the evaluation does.
    if (!resume) return [];
    return [
      {
        name: `${pair.posting} × ${pair.resume}`,
        fit: pair.fit,
        resume,
        input: {
          resumeId: pair.resume,
          jobDescription: posting.text,
          jobTitle: posting.title,
          company: posting.company ?? 'Northwind',
          tone: 'formal',
          length: 'standard',
          variant: 0,
        },
      },
    ];
  }),
);

// Tests that compose a letter for every pair take seconds on a busy machine.
const ALL_PAIRS_TIMEOUT_MS = 60_000;

const body = (letter: GeneratedLetter) => letter.content.body.map(blockText).join('\n');

describe('local cover letters over the evaluation pairs', () => {
  it('covers every pair of both splits', () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
  });

  describe.each(cases)('$name', ({ resume, input }) => {
    it.each(letterTones.flatMap((tone) => letterLengths.map((length) => ({ tone, length }))))(
      '$tone, $length',
      ({ tone, length }) => {
        const letter = composeLetter(resume, { ...input, tone, length }, { today: '2025-06-02' });
        const text = fullText(letter);

        expect(letter.engine).toBe('local');
        expect(body(letter)).toContain(input.company);
        expect(body(letter)).toContain(input.jobTitle);

        const lines = achievementLines(resume);
        const cited = citedLines(resume, letter);
        expect(cited.length).toBeGreaterThanOrEqual(Math.min(2, lines.length));

        expect(checkLetter(resume, letter.content)).toEqual([]);
        const notes = letter.flags.filter((f) => f.kind === 'length');
        expect(letter.flags.filter((f) => f.kind !== 'length')).toEqual([]);

        // Within the length asked, or shorter with a note saying so: never padded past what the
        // resume gives.
        const [min, max] = lengthRange(length);
        expect(letter.wordCount).toBeLessThanOrEqual(max);
        if (letter.wordCount < min) expect(notes).toHaveLength(1);
        else expect(notes).toEqual([]);
        expect(fillerSentences(letter)).toBeLessThanOrEqual(2);

        expect(artefacts(text)).toEqual([]);
        expect(doubledWords(text)).toEqual([]);
        expect(articleErrors(text)).toEqual([]);
      },
    );
  });

  it(
    'addresses requirements with the resume’s own lines as evidence',
    () => {
      const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      for (const { resume, input, fit } of cases) {
        const letter = composeLetter(resume, input, { today: '2025-06-02' });
        const resumeWords = new Set(words(JSON.stringify(resume)));
        if (fit === 'strong') expect(letter.addressed.length).toBeGreaterThanOrEqual(3);
        for (const a of letter.addressed)
          expect(words(a.evidence).filter((w) => !resumeWords.has(w))).toEqual([]);
      }
    },
    ALL_PAIRS_TIMEOUT_MS,
  );

  it(
    'writes different letters for different variants, and the same letter for the same input',
    () => {
      let differing = 0;
      for (const { resume, input } of cases) {
        const first = fullText(composeLetter(resume, input, { today: '2025-06-02' }));
        expect(fullText(composeLetter(resume, input, { today: '2025-06-02' }))).toBe(first);
        const other = fullText(
          composeLetter(resume, { ...input, variant: 1 }, { today: '2025-06-02' }),
        );
        if (other !== first) differing++;
      }
      expect(differing).toBe(cases.length);
    },
    ALL_PAIRS_TIMEOUT_MS,
  );

  it(
    'opens letters to different postings differently',
    () => {
      const openings = new Set(
        cases.map(({ resume, input }) => {
          const first = composeLetter(resume, input).content.body[0]!;
          return blockText(first)
            .replace(input.jobTitle, 'ROLE')
            .replace(input.company, 'COMPANY')
            .split('.')[0];
        }),
      );
      expect(openings.size).toBeGreaterThanOrEqual(3);
    },
    ALL_PAIRS_TIMEOUT_MS,
  );
});

describe('planted fabrications in a composed letter', () => {
  const { resume, input } = cases.find((c) => c.name.includes('sw-okafor'))!;
  const letter = composeLetter(resume, input, { today: '2025-06-02' });
  const plant = (sentence: string) => ({
    ...letter.content,
    body: [
      ...letter.content.body.slice(0, 1),
      { type: 'paragraph' as const, runs: [{ text: sentence }] },
      ...letter.content.body.slice(1),
    ],
  });

  it.each([
    ['employer', 'Before that, I spent two years at Stripe building payment APIs.', 'Stripe'],
    ['number', 'I cut infrastructure costs by 73% in one quarter.', '73%'],
    ['skill', 'I rewrote the ledger service in Rust.', 'Rust'],
    ['certification', 'I also hold the PMP certification.', 'PMP'],
    ['date', 'I have led the platform team since 2009.', '2009'],
  ])('flags a planted %s', (kind, sentence, text) => {
    const flags = checkLetter(resume, plant(sentence));
    expect(flags).toContainEqual(expect.objectContaining({ block: 1, kind, text }));
  });
});
