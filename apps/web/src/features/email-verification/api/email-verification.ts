import {
  type ConfirmEmailResponse,
  ConfirmEmailResponseSchema,
  type ResendConfirmationResponse,
  ResendConfirmationResponseSchema,
} from '@resumio/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMe } from '@/lib/account/use-me.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** The signed-in account, for whether its address waits for confirmation. */
export const useAccountAddress = useMe;

/** "Resend the email": a new confirmation link to the account's address. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (): Promise<ResendConfirmationResponse> =>
      apiRequest('/api/me/email-verification', {
        method: 'POST',
        schema: ResendConfirmationResponseSchema,
        genericMessage: 'We couldn’t send the email. Please try again.',
      }),
  });
}

/**
 * Confirms an address with the token of the emailed link; no sign-in needed. A query, not a
 * mutation: the answer is kept by token, so a page mounted again shows it instead of spending
 * the single-use link a second time.
 */
export function useConfirmEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['confirm-email', token],
    queryFn: async (): Promise<ConfirmEmailResponse> => {
      const answer = await apiRequest('/api/email-verification/confirm', {
        method: 'POST',
        body: { token },
        schema: ConfirmEmailResponseSchema,
        genericMessage: 'We couldn’t confirm your address. Please try again.',
      });
      // The banner and anything else showing the account read it again.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      return answer;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
