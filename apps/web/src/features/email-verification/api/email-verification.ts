import {
  type ConfirmEmailResponse,
  ConfirmEmailResponseSchema,
  MeResponseSchema,
  type ResendConfirmationResponse,
  ResendConfirmationResponseSchema,
} from '@resumio/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

/** The same key as the dashboard's account query: one request serves both. */
const meKey = (sub: string | null) => ['me', sub] as const;

/** The signed-in account, for whether its address waits for confirmation. */
export function useAccountAddress() {
  const { user } = useAuth();
  const sub = user?.sub ?? null;
  return useQuery({
    queryKey: meKey(sub),
    queryFn: ({ signal }) =>
      apiRequest('/api/me', {
        schema: MeResponseSchema,
        signal,
        genericMessage: 'We could not load your account.',
      }),
    enabled: sub !== null,
  });
}

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
