import { z } from 'zod';
import { entryList, longText, shortText } from './fields.ts';
import { dateField } from './partial-date.ts';

export const awardSchema = z.looseObject({
  title: shortText.optional(),
  date: dateField.optional(),
  awarder: shortText.optional(),
  summary: longText.optional(),
});
export type Award = z.infer<typeof awardSchema>;
export const awardListSchema = entryList(awardSchema);
export const defaultAward: Award = { title: '', date: '', awarder: '', summary: '' };
