import { BillingDetailsResponseSchema } from '@resumio/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

export const BILLING_DETAILS_PATH = '/api/stripe/billing-details';

/**
 * The card on file and past invoices (GET /api/stripe/billing-details), per signed-in person so
 * one never sees another's. Changing the card leaves the app for the provider's page, and the
 * return loads the page anew, so a minute's freshness is plenty.
 */
export function useBillingDetails(enabled: boolean) {
  const { user } = useAuth();
  const sub = user?.sub ?? null;
  return useQuery({
    queryKey: ['billing-details', sub] as const,
    queryFn: ({ signal }) =>
      apiRequest(BILLING_DETAILS_PATH, {
        schema: BillingDetailsResponseSchema,
        signal,
        genericMessage: 'We couldn’t load your billing details.',
      }),
    enabled: enabled && sub !== null,
    staleTime: 60_000,
  });
}
