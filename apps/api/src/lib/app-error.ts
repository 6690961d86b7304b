import { errorStatus, type ErrorCode, type FieldIssue } from '@resumio/contract';
import type { ZodError } from 'zod';

/** An error meant for the client: a closed-list code, a user-facing message, optional details. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }
}

export function fieldIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
}

export function validationError(error: ZodError, message = 'The request is not valid.'): AppError {
  return new AppError('VALIDATION_ERROR', message, fieldIssues(error));
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found.`);
