import { describe, expect, it } from 'vitest';
import { createResume } from '../create-resume.ts';
import type { LetterContent, LetterDocument } from './letter-types.ts';
import { buildLetterView } from './letter-view.ts';

const paragraph = (text: string) => ({ type: 'paragraph' as const, runs: [{ text }] });

function letter(content: Partial<LetterContent>, resume = null as LetterDocument['resume']) {
  return buildLetterView({
    title: 'Letter',
    resume,
    content: {
      date: '2026-11-25',
      recipientName: '',
      company: 'Nordlicht GmbH',
      jobTitle: 'Backend-Entwicklerin',
      greeting: 'Sehr geehrte Damen und Herren,',
      body: [
        paragraph(
          'mit großem Interesse habe ich Ihre Ausschreibung gelesen und bewerbe mich hiermit auf die Stelle.',
        ),
      ],
      closing: 'Mit freundlichen Grüßen',
      signature: 'Lena Vogt',
      ...content,
    },
  });
}

describe('a letter in its own language', () => {
  it('prints the date and the subject line as a German letter does', () => {
    const view = letter({});
    expect(view.date).toBe('25. November 2026');
    expect(view.subject).toBe('Betreff: Backend-Entwicklerin');
    expect(view.metadata.language).toBe('de');
  });

  it('follows the letter’s text over the resume’s language', () => {
    const resume = createResume({ title: 'CV' });
    resume.resumio = { ...resume.resumio!, design: { ...resume.resumio!.design, language: 'fr' } };
    expect(letter({}, resume).metadata.language).toBe('de');
    // A letter with too little text to tell takes the resume's language.
    const short = letter({ greeting: '', body: [], closing: '' }, resume);
    expect(short.date).toBe('25 novembre 2026');
    expect(short.subject).toBe('Objet\u202f: Backend-Entwicklerin');
  });

  it('keeps English letters as they were, and Japanese subject lines without a space', () => {
    const english = letter({
      greeting: 'Dear Hiring Team,',
      body: [
        paragraph('I am writing to apply for the backend role advertised on your careers page.'),
      ],
      closing: 'Sincerely,',
    });
    expect(english.date).toBe('November 25, 2026');
    expect(english.subject).toBe('Re: Backend-Entwicklerin');
    const japanese = letter({
      jobTitle: 'バックエンドエンジニア',
      greeting: '拝啓',
      body: [
        paragraph(
          '貴社の求人を拝見し、バックエンドエンジニアの職に応募いたします。どうぞよろしくお願いいたします。',
        ),
      ],
      closing: '敬具',
    });
    expect(japanese.subject).toBe('件名：バックエンドエンジニア');
    expect(japanese.date).toBe('2026年11月25日');
  });
});
