import { z } from 'zod';
import { entryList, longText, shortText } from './fields.ts';

export const referenceSchema = z.looseObject({
  name: shortText.optional(),
  reference: longText.optional(),
});
export type Reference = z.infer<typeof referenceSchema>;
export const referenceListSchema = entryList(referenceSchema);
export const defaultReference: Reference = { name: '', reference: '' };
