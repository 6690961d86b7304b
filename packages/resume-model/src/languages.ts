import { z } from 'zod';
import { entryList, shortText } from './fields.ts';

export const languageSchema = z.looseObject({
  language: shortText.optional(),
  fluency: shortText.optional(),
});
export type Language = z.infer<typeof languageSchema>;
export const languageListSchema = entryList(languageSchema);
export const defaultLanguage: Language = { language: '', fluency: '' };
