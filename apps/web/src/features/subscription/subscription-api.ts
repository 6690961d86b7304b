import {
  SubscriptionError,
  subscriptionErrorMessages,
  SubscriptionStatusResponseSchema,
  type SubscriptionStatusResponse,
} from '@resumio/contract';
import type { apiRequest } from '@/lib/api-client.ts';
import { isApiError } from '@/lib/api-error.ts';
import { toSubscriptionError } from './to-subscription-error.ts';

export type ApiRequester = typeof apiRequest;

export const STATUS_PATH = '/api/stripe/subscription-status';
export const CANCEL_PATH = '/api/stripe/cancel-subscription';
export const RESUME_PATH = '/api/stripe/resume-subscription';

/** An answer without planType (or with an unknown one) is INVALID_RESPONSE. */
export async function fetchSubscriptionStatus(
  request: ApiRequester,
): Promise<SubscriptionStatusResponse> {
  try {
    return await request(STATUS_PATH, {
      schema: SubscriptionStatusResponseSchema,
      genericMessage: subscriptionErrorMessages.SERVICE_UNAVAILABLE,
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'INVALID_RESPONSE') {
      throw new SubscriptionError('INVALID_RESPONSE', null, error);
    }
    throw toSubscriptionError(error, 'SERVICE_UNAVAILABLE');
  }
}

/** Cancel and resume answer with the new state, but the caller refetches it anyway. */
export async function postSubscriptionChange(
  request: ApiRequester,
  change: 'cancel' | 'resume',
): Promise<void> {
  const code = change === 'cancel' ? 'CANCEL_ERROR' : 'RESUME_ERROR';
  try {
    await request(change === 'cancel' ? CANCEL_PATH : RESUME_PATH, {
      method: 'POST',
      genericMessage: subscriptionErrorMessages[code],
    });
  } catch (error) {
    throw toSubscriptionError(error, code);
  }
}
