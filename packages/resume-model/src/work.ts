import { z } from 'zod';
import { bulletList, entryList, longText, mediumText, shortText, urlField } from './fields.ts';
import { dateField } from './partial-date.ts';

export const workSchema = z.looseObject({
  name: shortText.optional(),
  location: shortText.optional(),
  description: mediumText.optional(),
  position: shortText.optional(),
  url: urlField.optional(),
  startDate: dateField.optional(),
  endDate: dateField.optional(),
  summary: longText.optional(),
  highlights: bulletList.optional(),
});
export type Work = z.infer<typeof workSchema>;
export const workListSchema = entryList(workSchema);
export const defaultWork: Work = {
  name: '',
  position: '',
  location: '',
  startDate: '',
  endDate: '',
  summary: '',
  highlights: [],
};
