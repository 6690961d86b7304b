import { z } from 'zod';
import { entryList, longText, shortText, urlField } from './fields.ts';
import { dateField } from './partial-date.ts';

export const publicationSchema = z.looseObject({
  name: shortText.optional(),
  publisher: shortText.optional(),
  releaseDate: dateField.optional(),
  url: urlField.optional(),
  summary: longText.optional(),
});
export type Publication = z.infer<typeof publicationSchema>;
export const publicationListSchema = entryList(publicationSchema);
export const defaultPublication: Publication = {
  name: '',
  publisher: '',
  releaseDate: '',
  url: '',
  summary: '',
};
