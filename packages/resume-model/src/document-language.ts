import { z } from 'zod';

/**
 * Languages a resume document can be written in: every word the product writes into it
 * (section headings, "Present", month names, labels) follows the document's language.
 */
export const DOCUMENT_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'pt',
  'it',
  'nl',
  'pl',
  'ru',
  'uk',
  'tr',
  'zh',
  'ja',
  'ko',
  'ar',
  'he',
] as const;
export const documentLanguageSchema = z.enum(DOCUMENT_LANGUAGES);
export type DocumentLanguage = z.infer<typeof documentLanguageSchema>;

/** Each language by its own name, as a person choosing it looks for it. */
export const DOCUMENT_LANGUAGE_NAMES: Record<DocumentLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  pt: 'Português',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  ru: 'Русский',
  uk: 'Українська',
  tr: 'Türkçe',
  zh: '中文（简体）',
  ja: '日本語',
  ko: '한국어',
  ar: 'العربية',
  he: 'עברית',
};
