import { z } from 'zod';
import { bulletList, entryList, longText, shortText, urlField } from './fields.ts';
import { dateField } from './partial-date.ts';

export const volunteerSchema = z.looseObject({
  organization: shortText.optional(),
  position: shortText.optional(),
  url: urlField.optional(),
  startDate: dateField.optional(),
  endDate: dateField.optional(),
  summary: longText.optional(),
  highlights: bulletList.optional(),
});
export type Volunteer = z.infer<typeof volunteerSchema>;
export const volunteerListSchema = entryList(volunteerSchema);
export const defaultVolunteer: Volunteer = {
  organization: '',
  position: '',
  startDate: '',
  endDate: '',
  summary: '',
  highlights: [],
};
