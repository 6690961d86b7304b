import { z } from 'zod';
import { errorCodes, type ErrorCode } from './error-codes.ts';

/** The closed list of codes, as a schema: an answer with any other code is not the API's. */
export const ErrorCodeSchema = z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]);

/** Every error leaves the API in this shape (spec §3 and §8). */
export const ApiErrorBodySchema = z.object({
  message: z.string(),
  /** The HTTP reason phrase of the status. */
  error: z.string(),
  code: ErrorCodeSchema,
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** One field problem inside a VALIDATION_ERROR's details. */
export const FieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const FALLBACK_ERROR_MESSAGE = 'Request failed';

/**
 * Spec §8: the message is the server's message, else its error field, else the generic message,
 * else 'Request failed'. `generic` is the caller's own message for the operation.
 */
export function messageFromErrorBody(body: unknown, generic?: string): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message.trim()) return record.message;
    if (typeof record.error === 'string' && record.error.trim()) return record.error;
  }
  if (generic && generic.trim()) return generic;
  return FALLBACK_ERROR_MESSAGE;
}
