import {
  isSubscriptionErrorCode,
  SubscriptionError,
  type SubscriptionErrorCode,
} from '@resumio/contract';
import { isApiError } from '@/lib/api-error.ts';

/**
 * Turns any failure of a subscription call into the catalogue. A server code that is in
 * the catalogue keeps its code; any other failure takes the operation's code. The server's message
 * wins over the catalogue's, because it says what actually went wrong (e.g. "already Premium").
 */
export function toSubscriptionError(
  error: unknown,
  fallback: SubscriptionErrorCode,
): SubscriptionError {
  if (error instanceof SubscriptionError) return error;
  if (isApiError(error)) {
    const code = isSubscriptionErrorCode(error.code) ? error.code : fallback;
    return new SubscriptionError(code, error.message, {
      status: error.status,
      code: error.code,
      details: error.details,
    });
  }
  return new SubscriptionError(fallback, undefined, error);
}
