import { describe, expect, it } from 'vitest';
import { type LetterFrame, parseModelLetter } from './parse-model-letter.ts';

const frame: LetterFrame = {
  company: 'Nordlicht GmbH',
  jobTitle: 'Datenanalystin',
  recipientName: '',
  date: '2026-11-28',
  name: 'Ana Ruiz',
};

const paragraphText = (content: ReturnType<typeof parseModelLetter>) =>
  content.body.map((block) =>
    block.type === 'paragraph' ? block.runs.map((r) => r.text).join('') : '',
  );

describe('a model letter in another language', () => {
  it('takes a German greeting and closing out of the body', () => {
    const letter = parseModelLetter(
      [
        'Sehr geehrte Damen und Herren,',
        'mit großem Interesse habe ich Ihre Stelle als Datenanalystin bei der Nordlicht GmbH gelesen.',
        'In meiner Zeit bei der Firma habe ich Berichte für das Team erstellt und die Arbeit verbessert.',
        'Mit freundlichen Grüßen\nAna Ruiz',
      ].join('\n\n'),
      frame,
    );
    expect(letter.greeting).toBe('Sehr geehrte Damen und Herren,');
    expect(letter.closing).toBe('Mit freundlichen Grüßen');
    expect(letter.signature).toBe('Ana Ruiz');
    expect(paragraphText(letter)).toHaveLength(2);
    expect(paragraphText(letter)[0]).toMatch(/^mit großem Interesse/);
  });

  it('reads a Russian closing and signature given as two blocks', () => {
    const letter = parseModelLetter(
      [
        'Уважаемая Анна Сергеевна,',
        'Я хочу работать в вашей компании, потому что я занимаюсь анализом данных уже пять лет.',
        'С уважением,',
        'Анна Руис',
      ].join('\n\n'),
      frame,
    );
    expect(letter.greeting).toBe('Уважаемая Анна Сергеевна,');
    expect(letter.closing).toBe('С уважением,');
    expect(letter.signature).toBe('Анна Руис');
    expect(letter.body).toHaveLength(1);
  });

  it('closes a letter the model left unclosed in the letter’s own language', () => {
    const french = parseModelLetter(
      'Madame, Monsieur,\n\nJe vous écris pour le poste de développeuse chez vous, car je travaille depuis cinq ans dans le développement web et je suis très motivée par votre projet.',
      frame,
    );
    expect(french.greeting).toBe('Madame, Monsieur,');
    expect(french.closing).toBe('Cordialement,');

    const english = parseModelLetter(
      'Dear Hiring Team,\n\nI am writing about the analyst role, where my five years of reporting work would help your team.',
      frame,
    );
    expect(english.closing).toBe('Sincerely,');
    expect(english.signature).toBe('Ana Ruiz');
  });
});
