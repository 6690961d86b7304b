import type { LetterContent } from '@resumio/contract/cover-letters';
import { describe, expect, it } from 'vitest';
import { backendResume } from '../testing/fixtures.ts';
import { resumeFacts } from '../guard/resume-facts.ts';
import { checkComposedLetter, checkLetter, checkLetterAgainst } from './check-letter.ts';
import { paragraphBlock } from './paragraph-block.ts';

const letter = (
  overrides: Partial<LetterContent> & { paragraphs?: string[] } = {},
): LetterContent => {
  const { paragraphs, ...rest } = overrides;
  return {
    date: '2025-03-01',
    recipientName: 'Dr. Priya Natarajan',
    company: 'Salesforce Inc.',
    jobTitle: 'Senior iOS Engineer',
    greeting: 'Dear Dr. Priya Natarajan,',
    body: (
      paragraphs ?? [
        'I am applying for the Senior iOS Engineer role at Salesforce Inc.',
        'At Quillpay, I cut report latency 20% by tuning Postgres indexes.',
      ]
    ).map(paragraphBlock),
    closing: 'Yours sincerely,',
    signature: 'Ana Ruiz',
    ...rest,
  };
};

describe('checkLetter', () => {
  it('lets the writer name the posting’s role in their own words, not claim it as held', () => {
    const named = (paragraph: string, jobTitle = 'Senior Backend Developer') =>
      checkLetter(backendResume, letter({ jobTitle, paragraphs: [paragraph] }));
    expect(named('I am applying for the Backend Developer role at Salesforce Inc.')).toEqual([]);
    expect(named('I am excited to apply for the Backend Developer position.', '')).toEqual([]);
    expect(named('As your next Backend Developer, I would bring Java and SQL.')).toEqual([]);
    // Held, it is a claim; and "job" after a skill does not hide the skill.
    expect(named('I held the Staff Engineer role at Quillpay.')).toContainEqual(
      expect.objectContaining({ kind: 'title', text: 'Staff Engineer' }),
    );
    expect(named('I ran the Kafka job every night.')).toContainEqual(
      expect.objectContaining({ text: 'Kafka' }),
    );
  });

  it('accepts the resume’s facts with the posting’s company, role and addressee', () => {
    expect(checkLetter(backendResume, letter())).toEqual([]);
  });

  it('accepts a neutral greeting and letter furniture', () => {
    expect(
      checkLetter(backendResume, letter({ recipientName: '', greeting: 'Dear Hiring Manager,' })),
    ).toEqual([]);
  });

  it('flags a planted employer with its paragraph', () => {
    const flags = checkLetter(
      backendResume,
      letter({ paragraphs: ['Opening.', 'I built payment services at Stripe.'] }),
    );
    expect(flags).toEqual([
      expect.objectContaining({ block: 1, kind: 'employer', text: 'Stripe' }),
    ]);
    expect(flags[0]!.reason).toMatch(/Stripe/);
  });

  it('flags a planted number, skill, certification, degree and year', () => {
    const flags = checkLetter(
      backendResume,
      letter({
        paragraphs: [
          'At Quillpay, I cut report latency 45% by tuning Postgres indexes.',
          'I wrote services in Rust and hold the PMP.',
          "I hold a Master's degree and joined Quillpay in 2014.",
        ],
      }),
    );
    expect(flags.map((f) => [f.block, f.kind, f.text])).toEqual([
      [0, 'number', '45%'],
      [1, 'skill', 'Rust'],
      [1, 'certification', 'PMP'],
      [2, 'date', '2014'],
      [2, 'degree', "Master's degree"],
    ]);
  });

  it('flags an unknown name in the closing as outside the body', () => {
    const flags = checkLetter(backendResume, letter({ signature: 'Ana Ruiz, Google' }));
    expect(flags).toEqual([expect.objectContaining({ block: -1, text: 'Google' })]);
  });

  it('checks the posting’s role and company where the letter claims them as its past', () => {
    const kinds = (paragraph: string) =>
      checkLetter(backendResume, letter({ paragraphs: [paragraph] })).map((f) => f.kind);
    expect(kinds('I would bring my experience to the Senior iOS Engineer role.')).toEqual([]);
    expect(kinds('You are looking for a Senior iOS Engineer at Salesforce Inc.')).toEqual([]);
    expect(kinds('As a Senior iOS Engineer at Quillpay, I cut report latency 20%.')).toEqual([
      'skill',
      'title',
    ]);
    expect(kinds('I would love to join the team at Salesforce Inc.')).toEqual([]);
    // Claimed as a past employer, the company's name is checked: Salesforce is a tool too.
    expect(kinds('During my time at Salesforce Inc., I cut report latency 20%.')).toContain('tool');
  });

  it('finds the same flags in one pass over a composed letter as block by block', () => {
    const facts = resumeFacts(backendResume);
    const clean = letter();
    expect(checkComposedLetter(facts, clean)).toEqual([]);
    const planted = letter({
      paragraphs: ['I am applying at Salesforce Inc.', 'I spent 2014 at Stripe writing Rust.'],
    });
    expect(checkComposedLetter(facts, planted)).toEqual(checkLetterAgainst(facts, planted));
    expect(checkComposedLetter(facts, planted).map((f) => f.block)).toEqual([1, 1, 1]);
  });
});
