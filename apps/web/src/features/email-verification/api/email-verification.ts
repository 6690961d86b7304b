import {
  type ConfirmEmailResponse,
  ConfirmEmailResponseSchema,
  type ResendConfirmationResponse,
  ResendConfirmationResponseSchema,
} from '@resumio/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** Confirms an address with the token of the emailed link; no sign-in needed. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string): Promise<ConfirmEmailResponse> =>
      apiRequest('/api/email-verification/confirm', {
        method: 'POST',
        body: { token },
        schema: ConfirmEmailResponseSchema,
        genericMessage: 'We couldn’t confirm your address. Please try again.',
      }),
    onSuccess() {
      // The banner and anything else showing the account read it again.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
