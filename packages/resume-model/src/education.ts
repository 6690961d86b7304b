import { z } from 'zod';
import { entryList, keywordList, shortText, urlField } from './fields.ts';
import { dateField } from './partial-date.ts';

export const educationSchema = z.looseObject({
  institution: shortText.optional(),
  url: urlField.optional(),
  area: shortText.optional(),
  studyType: shortText.optional(),
  startDate: dateField.optional(),
  endDate: dateField.optional(),
  score: shortText.optional(),
  courses: keywordList.optional(),
});
export type Education = z.infer<typeof educationSchema>;
export const educationListSchema = entryList(educationSchema);
export const defaultEducation: Education = {
  institution: '',
  area: '',
  studyType: '',
  startDate: '',
  endDate: '',
  score: '',
  courses: [],
};
