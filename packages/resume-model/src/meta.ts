import { z } from 'zod';
import { shortText, urlField } from './fields.ts';

export const metaSchema = z.looseObject({
  canonical: urlField.optional(),
  version: shortText.optional(),
  lastModified: shortText.optional(),
});
export type Meta = z.infer<typeof metaSchema>;
