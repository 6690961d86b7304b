import { SubscriptionError, subscriptionErrorMessages } from '@resumio/contract';
import type { ApiRequester } from '../subscription-api.ts';
import { toSubscriptionError } from '../to-subscription-error.ts';

export const PORTAL_SESSION_PATH = '/api/stripe/create-portal-session';

/** Past due: the provider's page where the user enters a new card (and the open invoice is paid). */
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
