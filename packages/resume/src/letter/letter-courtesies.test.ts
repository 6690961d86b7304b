import { describe, expect, it } from 'vitest';
import { DOCUMENT_LANGUAGES } from '../model/document-language.ts';
import {
  LETTER_COURTESIES,
  defaultLetterClosing,
  isLetterClosing,
  isLetterGreeting,
  neutralLetterGreeting,
} from './letter-courtesies.ts';

describe('letter greetings and closings per language', () => {
  it.each(DOCUMENT_LANGUAGES)(
    'reads its own defaults as a greeting and a closing (%s)',
    (language) => {
      expect(isLetterGreeting(neutralLetterGreeting(language))).toBe(true);
      expect(isLetterClosing(defaultLetterClosing(language))).toBe(true);
      // A default closing is never read as a greeting, nor the other way round.
      expect(isLetterGreeting(defaultLetterClosing(language))).toBe(false);
      expect(isLetterClosing(neutralLetterGreeting(language))).toBe(false);
    },
  );

  it('covers every document language', () => {
    expect(Object.keys(LETTER_COURTESIES).sort()).toEqual([...DOCUMENT_LANGUAGES].sort());
  });

  it.each([
    'Sehr geehrte Frau Schmidt,',
    'Madame, Monsieur,',
    'Estimada Sra. García:',
    'Prezado Sr. Silva,',
    'Gentile dott.ssa Rossi,',
    'Geachte heer De Vries,',
    'Szanowny Panie,',
    'Уважаемая Анна Сергеевна!',
    'Шановний пане Іване,',
    'Sayın İnsan Kaynakları Müdürü,',
    '尊敬的王经理：',
    '拝啓',
    '안녕하십니까.',
    'عزيزي السيد أحمد،',
    'לכבוד מחלקת משאבי אנוש,',
    'Hi Sam,',
  ])('knows "%s" opens a letter', (line) => {
    expect(isLetterGreeting(line)).toBe(true);
  });

  it.each([
    'Freundliche Grüße',
    'Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.',
    'Un cordial saludo,',
    'Com os melhores cumprimentos,',
    'Distinti saluti',
    'Hoogachtend,',
    'Z wyrazami szacunku,',
    'С уважением,',
    'З найкращими побажаннями,',
    'Saygılarımla,',
    '此致',
    'よろしくお願いいたします。',
    '감사합니다.',
    'مع أطيب التحيات،',
    'בכבוד רב,',
    'Best regards,',
  ])('knows "%s" closes a letter', (line) => {
    expect(isLetterClosing(line)).toBe(true);
  });

  it('waits for a word to end: a formula is not the start of a longer word', () => {
    expect(isLetterClosing('Bestätigung der Termine')).toBe(false);
    expect(isLetterGreeting('Hiring managers value reliable delivery.')).toBe(false);
    expect(isLetterGreeting('Cherry-picked releases shipped weekly.')).toBe(false);
    expect(isLetterClosing('Kindergarten outreach program')).toBe(false);
  });

  it('does not read an ordinary first sentence as a greeting', () => {
    expect(isLetterGreeting('I am applying for the Data Engineer role at Northwind.')).toBe(false);
    expect(isLetterGreeting('Ich bewerbe mich um die Stelle als Datenanalystin.')).toBe(false);
  });
});
