// The language a text is written in: the resume model's reading (script, then function words),
// so a resume's language is told the same way in its exports and in matching.
import { type DocumentLanguage, detectDocumentLanguage } from '@resumio/resume-model';

export type LanguageCode = DocumentLanguage;

/** Names as a requirement ("Fluent German") and the match page's note write them. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
  pl: 'Polish',
  ru: 'Russian',
  uk: 'Ukrainian',
  tr: 'Turkish',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  ar: 'Arabic',
  he: 'Hebrew',
};

export function detectLanguage(text: string): LanguageCode | undefined {
  return detectDocumentLanguage(text);
}
