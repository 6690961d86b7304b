import { z } from 'zod';
import { RESUME_LIMITS } from './limits.ts';

// Compatible with the official schema's `format: "email"` so an export never fails validation.
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
// An absolute RFC 3986 URI: a scheme and only characters a URI may contain.
const URI_PATTERN = /^[a-z][a-z0-9+.-]*:[a-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/i;

export const shortText = z.string().max(RESUME_LIMITS.shortText);
export const mediumText = z.string().max(RESUME_LIMITS.mediumText);
export const longText = z.string().max(RESUME_LIMITS.longText);

/** An empty string means "not set": editors clear fields rather than delete keys. */
export const emailField = z
  .string()
  .max(RESUME_LIMITS.email)
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Enter a valid email address');

export const urlField = z
  .string()
  .max(RESUME_LIMITS.url)
  .refine((v) => v === '' || URI_PATTERN.test(v), 'Enter a full address such as https://…');

export const bulletList = z
  .array(z.string().max(RESUME_LIMITS.bullet))
  .max(RESUME_LIMITS.bulletsPerEntry);
export const keywordList = z.array(shortText).max(RESUME_LIMITS.keywordsPerEntry);

export function entryList<T extends z.ZodType>(entry: T) {
  return z.array(entry).max(RESUME_LIMITS.entriesPerSection);
}

export function isUri(value: string): boolean {
  return URI_PATTERN.test(value);
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
