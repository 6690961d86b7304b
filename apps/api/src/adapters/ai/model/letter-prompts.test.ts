import { createResume } from '@resumio/resume';
import { describe, expect, it } from 'vitest';
import type { LetterWriteRequest } from '../ai-port.ts';
import { letterLanguage, letterUserPrompt } from './letter-prompts.ts';

function request(
  jobDescription: string,
  overrides: Partial<LetterWriteRequest> = {},
): LetterWriteRequest {
  const resume = createResume();
  resume.basics = {
    ...resume.basics,
    name: 'Ana Ruiz',
    summary: 'Data analyst with five years of reporting and dashboards for sales teams.',
  };
  return {
    resume,
    job: { jobTitle: 'Analyst', company: 'Nordlicht', jobDescription },
    tone: 'formal',
    length: 'standard',
    words: 250,
    recipient: '',
    signal: new AbortController().signal,
    ...overrides,
  };
}

describe('the letter prompt names the language to write in', () => {
  it('asks for the posting’s language, with its own greeting and closing', () => {
    const german = request(
      'Wir suchen eine Datenanalystin für unser Team in Berlin. Sie arbeiten mit SQL und erstellen Berichte für die Geschäftsführung und die Vertriebsteams.',
    );
    expect(letterLanguage(german)).toBe('de');
    const prompt = letterUserPrompt(german);
    expect(prompt).toContain('write the whole letter in German');
    expect(prompt).toContain('Sehr geehrte Damen und Herren,');
    expect(prompt).toContain('Mit freundlichen Grüßen');
  });

  it('writes English for an English posting', () => {
    const english = request(
      'We are looking for a data analyst to join our team. You will build reports with SQL and work with the sales and finance teams every week.',
    );
    expect(letterLanguage(english)).toBe('en');
    expect(letterUserPrompt(english)).toContain('write the whole letter in English');
  });
});
