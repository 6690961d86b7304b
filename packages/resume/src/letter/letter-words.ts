import type { DocumentLanguage } from '../model/document-language.ts';
import { detectDocumentLanguage } from '../model/index.ts';
import type { Resume } from '../model/resume.ts';
import { resolveDocumentLanguage } from '../view/document-language.ts';
import type { LetterBlock, LetterContent } from './letter-types.ts';

/**
 * The word a letter's subject line starts with, as business letters write it in each language.
 * Chinese and Japanese take a full-width colon with no space after it.
 */
const SUBJECT_PREFIX: Record<DocumentLanguage, string> = {
  en: 'Re: ',
  de: 'Betreff: ',
  fr: 'Objet\u202f: ',
  es: 'Asunto: ',
  pt: 'Assunto: ',
  it: 'Oggetto: ',
  nl: 'Betreft: ',
  pl: 'Dotyczy: ',
  ru: 'Тема: ',
  uk: 'Тема: ',
  tr: 'Konu: ',
  zh: '主题：',
  ja: '件名：',
  ko: '제목: ',
  ar: 'الموضوع: ',
  he: 'הנדון: ',
};

function blockText(block: LetterBlock): string {
  const runs = block.type === 'paragraph' ? [block.runs] : block.items;
  return runs.map((items) => items.map((run) => run.text).join('')).join('\n');
}

/**
 * The letter's language: the one its own text is written in, since a person may write a letter in
 * the language of the posting rather than the resume's; else the resume's; else English.
 */
export function resolveLetterLanguage(
  content: LetterContent,
  resume: Resume | null,
): DocumentLanguage {
  const text = [content.greeting, ...content.body.map(blockText), content.closing].join('\n');
  return detectDocumentLanguage(text) ?? (resume ? resolveDocumentLanguage(resume) : 'en');
}

export function subjectLine(jobTitle: string, language: DocumentLanguage): string {
  return jobTitle ? `${SUBJECT_PREFIX[language]}${jobTitle}` : '';
}

const dateFormats = new Map<DocumentLanguage, Intl.DateTimeFormat>();

/** A `YYYY-MM-DD` day as a letter in the language prints it; anything else is printed as it is. */
export function formatLetterDate(day: string, language: DocumentLanguage = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return day;
  let format = dateFormats.get(language);
  if (!format) {
    // Month names, order and the words around them from CLDR; Western digits, as resumes use.
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
      dateStyle: 'long',
      numberingSystem: 'latn',
      timeZone: 'UTC',
    });
    dateFormats.set(language, format);
  }
  return format.format(date);
}
