import { priceIdProblem, subscriptionErrorMessages } from '@resumio/contract';
import { AppError } from '../../lib/app-error.ts';
import type { RequestValidationError } from '../../lib/request-validation.ts';

/**
 * The codes of a bad price id (docs/decisions/005): INVALID_PRICE_ID when there is none,
 * INVALID_PRICE_ID_FORMAT when it does not start with price_, each with the catalogue's message.
 */
export function priceIdError(error: RequestValidationError): AppError | undefined {
  const input = error.input as { priceId?: unknown } | undefined;
  const problem = priceIdProblem(input && typeof input === 'object' ? input.priceId : undefined);
  return problem ? new AppError(problem, subscriptionErrorMessages[problem]) : undefined;
}
