import { z } from 'zod';
import { entryList, keywordList, shortText } from './fields.ts';

export const interestSchema = z.looseObject({
  name: shortText.optional(),
  keywords: keywordList.optional(),
});
export type Interest = z.infer<typeof interestSchema>;
export const interestListSchema = entryList(interestSchema);
export const defaultInterest: Interest = { name: '', keywords: [] };
