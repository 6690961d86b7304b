import { z } from 'zod';
import { entryList, keywordList, shortText } from './fields.ts';

export const skillSchema = z.looseObject({
  name: shortText.optional(),
  level: shortText.optional(),
  keywords: keywordList.optional(),
});
export type Skill = z.infer<typeof skillSchema>;
export const skillListSchema = entryList(skillSchema);
export const defaultSkill: Skill = { name: '', level: '', keywords: [] };
