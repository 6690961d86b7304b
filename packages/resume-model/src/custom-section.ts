import { z } from 'zod';
import { bulletList, longText, shortText, urlField } from './fields.ts';
import { RESUME_LIMITS } from './limits.ts';
import { dateField } from './partial-date.ts';
import { CUSTOM_SECTION_ID_PATTERN } from './section-keys.ts';

export const customEntrySchema = z.looseObject({
  title: shortText.optional(),
  subtitle: shortText.optional(),
  location: shortText.optional(),
  url: urlField.optional(),
  startDate: dateField.optional(),
  endDate: dateField.optional(),
  summary: longText.optional(),
  highlights: bulletList.optional(),
});
export type CustomEntry = z.infer<typeof customEntrySchema>;
export const defaultCustomEntry: CustomEntry = {
  title: '',
  subtitle: '',
  startDate: '',
  endDate: '',
  summary: '',
  highlights: [],
};

export const customSectionSchema = z.object({
  id: z.string().regex(CUSTOM_SECTION_ID_PATTERN, 'Use lowercase letters, digits and dashes'),
  title: z.string().max(RESUME_LIMITS.sectionTitle),
  entries: z.array(customEntrySchema).max(RESUME_LIMITS.entriesPerSection).default([]),
});
export type CustomSection = z.infer<typeof customSectionSchema>;
export const defaultCustomSection: CustomSection = {
  id: 'custom',
  title: 'Custom section',
  entries: [],
};
