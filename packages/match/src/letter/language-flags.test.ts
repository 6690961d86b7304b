import type { LetterContent } from '@resumio/contract/cover-letters';
import { describe, expect, it } from 'vitest';
import { backendResume } from '../testing/fixtures.ts';
import { checkLetterFor, languageFlags } from './language-flags.ts';

const letter = (text: string): LetterContent => ({
  date: '2026-11-01',
  recipientName: '',
  company: 'Ledgerline',
  jobTitle: 'Backend Engineer',
  greeting: 'Dear Hiring Manager,',
  body: [{ type: 'paragraph', runs: [{ text }] }],
  closing: 'Kind regards,',
  signature: 'Ana',
});

const ENGLISH_POSTING =
  'We are looking for a backend engineer who has built services with Go and PostgreSQL and who will own the payments platform.';
const GERMAN_POSTING =
  'Wir suchen eine Backend-Entwicklerin mit Erfahrung in Go und PostgreSQL, die mit uns die Plattform für Zahlungen weiterentwickelt und betreut.';

describe('letter language', () => {
  it('says nothing when the resume, the posting and the letter are in one language', () => {
    expect(
      languageFlags({ resumeEnglish: true, postingEnglish: true, letterEnglish: true }),
    ).toEqual([]);
    const text =
      'I have built payment services in Go and PostgreSQL for the last four years, and I would like to do the same for the team at Ledgerline.';
    const flags = checkLetterFor(backendResume, letter(text), ENGLISH_POSTING);
    expect(flags.filter((f) => f.kind === 'language')).toEqual([]);
  });

  it('keeps the language note on a saved letter: an English letter for a posting in German', () => {
    const text =
      'I have built payment services in Go and PostgreSQL for the last four years, and I would like to do the same for the team at Ledgerline.';
    const flags = checkLetterFor(backendResume, letter(text), GERMAN_POSTING);
    expect(flags).toContainEqual(
      expect.objectContaining({
        block: -1,
        kind: 'language',
        reason: expect.stringMatching(/posting’s language/),
      }),
    );
  });

  it('tells a letter written in another language than an English posting', () => {
    const text =
      'Ich habe in den letzten vier Jahren Dienste für Zahlungen mit Go und PostgreSQL gebaut und möchte das auch für das Team bei Ledgerline tun.';
    const flags = checkLetterFor(backendResume, letter(text), ENGLISH_POSTING);
    expect(flags).toContainEqual(
      expect.objectContaining({
        kind: 'language',
        reason: expect.stringMatching(/written in English and this letter is not/),
      }),
    );
    // A letter in the posting's own language is not flagged for it.
    expect(
      checkLetterFor(backendResume, letter(text), GERMAN_POSTING).filter(
        (f) => f.kind === 'language',
      ),
    ).toEqual([]);
  });
});
