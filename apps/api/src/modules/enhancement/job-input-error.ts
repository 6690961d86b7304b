import { enhancementErrorMessages } from '@resumio/contract/enhancement';
import { AppError, fieldIssues } from '../../lib/app-error.ts';
import type { RequestValidationError } from '../../lib/request-validation.ts';

/**
 * The contract names its own code for a posting that is missing, too short, too long or holds
 * control characters: INVALID_JOB_DESCRIPTION with its message, the field issues as details.
 * Other bad fields, with a good posting, stay VALIDATION_ERROR.
 */
export function jobDescriptionError(error: RequestValidationError): AppError | undefined {
  if (error.part !== 'body') return undefined;
  const input = error.input;
  const noBody = input === null || typeof input !== 'object' || Array.isArray(input);
  const aboutPosting = error.zodError.issues.some((issue) => issue.path[0] === 'jobDescription');
  if (!noBody && !aboutPosting) return undefined;
  return new AppError(
    'INVALID_JOB_DESCRIPTION',
    enhancementErrorMessages.INVALID_JOB_DESCRIPTION,
    fieldIssues(error.zodError),
  );
}
