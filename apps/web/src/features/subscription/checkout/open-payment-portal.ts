import { SubscriptionError, subscriptionErrorMessages } from '@resumio/contract';
import type { ApiRequester } from '../subscription-api.ts';
import { toSubscriptionError } from '../to-subscription-error.ts';

export const PORTAL_SESSION_PATH = '/api/stripe/create-portal-session';

/** The provider's page where a subscriber enters a new card; a past-due one pays what is due. */
export async function openPaymentPortal({
  request,
  navigate,
}: {
  request: ApiRequester;
  navigate: (url: string) => void;
}): Promise<void> {
  let body: unknown;
  try {
    body = await request(PORTAL_SESSION_PATH, {
      method: 'POST',
      genericMessage: subscriptionErrorMessages.REDIRECT_ERROR,
    });
  } catch (error) {
    throw toSubscriptionError(error, 'REDIRECT_ERROR');
  }
  const url = body && typeof body === 'object' ? (body as { url?: unknown }).url : undefined;
  try {
    if (typeof url !== 'string' || !url) throw new Error('The portal session has no URL');
    navigate(url);
  } catch (error) {
    throw new SubscriptionError('REDIRECT_ERROR', null, error);
  }
}
