import { z } from 'zod';
import { bulletList, entryList, keywordList, longText, shortText, urlField } from './fields.ts';
import { dateField } from './partial-date.ts';

export const projectSchema = z.looseObject({
  name: shortText.optional(),
  description: longText.optional(),
  highlights: bulletList.optional(),
  keywords: keywordList.optional(),
  startDate: dateField.optional(),
  endDate: dateField.optional(),
  url: urlField.optional(),
  roles: keywordList.optional(),
  entity: shortText.optional(),
  type: shortText.optional(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = entryList(projectSchema);
export const defaultProject: Project = {
  name: '',
  description: '',
  startDate: '',
  endDate: '',
  url: '',
  highlights: [],
  keywords: [],
};
