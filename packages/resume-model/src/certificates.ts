import { z } from 'zod';
import { entryList, shortText, urlField } from './fields.ts';
import { dateField } from './partial-date.ts';

export const certificateSchema = z.looseObject({
  name: shortText.optional(),
  date: dateField.optional(),
  url: urlField.optional(),
  issuer: shortText.optional(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateListSchema = entryList(certificateSchema);
export const defaultCertificate: Certificate = { name: '', date: '', issuer: '', url: '' };
