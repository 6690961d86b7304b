import { z } from 'zod';
import { errorCodes, type ErrorCode } from './error-codes.ts';

/** The closed list of codes, as a schema: an answer with any other code is not the API's. */
export const ErrorCodeSchema = z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]);

/** Every error leaves the API in this shape. */
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

export * from './api-error-message.ts';
