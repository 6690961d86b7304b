import { errorStatus, type ErrorCode, type FieldIssue } from '@resumio/contract';
import type { ZodError } from 'zod';

export interface AppErrorOptions {
  /** The underlying failure; logged, never sent. */
  cause?: unknown;
  /** What operators need to know (hosts, queries, ids); logged, never sent. */
  logMessage?: string;
}

/**
 * An error meant for the client: a closed-list code, a user-facing message, optional details.
 * Internals belong in `logMessage` and `cause`, which stay in the log.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly logMessage: string | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
    this.logMessage = options.logMessage;
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
