import { z } from 'zod';
import { emailField, longText, mediumText, shortText, urlField } from './fields.ts';
import { RESUME_LIMITS } from './limits.ts';

export const locationSchema = z.looseObject({
  address: mediumText.optional(),
  postalCode: shortText.optional(),
  city: shortText.optional(),
  countryCode: shortText.optional(),
  region: shortText.optional(),
});
export type Location = z.infer<typeof locationSchema>;

export const profileSchema = z.looseObject({
  network: shortText.optional(),
  username: shortText.optional(),
  url: urlField.optional(),
});
export type Profile = z.infer<typeof profileSchema>;
export const defaultProfile: Profile = { network: '', username: '', url: '' };

export const basicsSchema = z.looseObject({
  name: shortText.optional(),
  label: shortText.optional(),
  // The official schema gives `image` no format, and files in the wild use relative paths.
  image: z.string().max(RESUME_LIMITS.url).optional(),
  email: emailField.optional(),
  phone: z.string().max(RESUME_LIMITS.phone).optional(),
  url: urlField.optional(),
  summary: longText.optional(),
  location: locationSchema.optional(),
  profiles: z.array(profileSchema).max(RESUME_LIMITS.profiles).optional(),
});
export type Basics = z.infer<typeof basicsSchema>;
export const defaultBasics: Basics = {
  name: '',
  label: '',
  email: '',
  phone: '',
  url: '',
  summary: '',
  location: { city: '', region: '', countryCode: '' },
  profiles: [],
};
