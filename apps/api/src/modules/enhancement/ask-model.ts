import { enhancementErrorMessages } from '@resumio/contract/enhancement';
import { AppError } from '../../lib/app-error.ts';

/**
 * The adapter's failure as the API answers it: its own AppError, or AI_UNAVAILABLE. When the
 * client has gone, whatever the adapter threw is a cancellation: a client error nobody reads,
 * not a server error in the log (as with a cancelled render).
 */
export function asAiError(error: unknown, signal: AbortSignal): AppError {
  if (signal.aborted) {
    return new AppError('BAD_REQUEST', 'The request was cancelled before the answer was ready.');
  }
  if (error instanceof AppError) return error;
  return new AppError('AI_UNAVAILABLE', enhancementErrorMessages.AI_UNAVAILABLE, undefined, {
    cause: error,
    logMessage: 'the ai adapter failed without an AppError',
  });
}

/**
 * Runs one call of the `ai` port. Adapters throw AI_UNAVAILABLE, AI_TIMEOUT or AI_RATE_LIMITED;
 * anything else they throw is a failure of the service too, never a 500 with internals.
 */
export async function askModel<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asAiError(error, signal);
  }
}
