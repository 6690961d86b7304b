import {
  type ConfirmTwoFactorRequest,
  DisableTwoFactorResponseSchema,
  RecoveryCodesResponseSchema,
  type StartTwoFactorRequest,
  StartTwoFactorResponseSchema,
  type TwoFactorProofRequest,
  TwoFactorStatusResponseSchema,
} from '@resumio/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

const statusKey = (sub: string | null) => ['two-factor', sub] as const;

/** Whether two-factor sign-in is on (GET /api/me/two-factor); never the secret. */
export function useTwoFactorStatus() {
  const { user } = useAuth();
  const sub = user?.sub ?? null;
  return useQuery({
    queryKey: statusKey(sub),
    queryFn: ({ signal }) =>
      apiRequest('/api/me/two-factor', {
        schema: TwoFactorStatusResponseSchema,
        signal,
        genericMessage: 'We couldn’t load your two-factor sign-in settings.',
      }),
    enabled: sub !== null,
  });
}

/**
 * A change here shows up in the status and in the security events. Not awaited: the caller's own
 * onSuccess (which shows the recovery codes) must run before the new status swaps the setup form
 * away, since React Query skips the callbacks of a form that is gone.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['two-factor'] });
    void queryClient.invalidateQueries({ queryKey: ['security'] });
  };
}

export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (request: StartTwoFactorRequest) =>
      apiRequest('/api/me/two-factor/setup', {
        method: 'POST',
        body: request,
        schema: StartTwoFactorResponseSchema,
        genericMessage: 'We couldn’t start setting up two-factor sign-in. Please try again.',
      }),
  });
}

export function useConfirmTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: ConfirmTwoFactorRequest) =>
      apiRequest('/api/me/two-factor/confirm', {
        method: 'POST',
        body: request,
        schema: RecoveryCodesResponseSchema,
        genericMessage: 'We couldn’t turn on two-factor sign-in. Please try again.',
      }),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: TwoFactorProofRequest) =>
      apiRequest('/api/me/two-factor/recovery-codes', {
        method: 'POST',
        body: request,
        schema: RecoveryCodesResponseSchema,
        genericMessage: 'We couldn’t make new recovery codes. Please try again.',
      }),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: TwoFactorProofRequest) =>
      apiRequest('/api/me/two-factor', {
        method: 'DELETE',
        body: request,
        schema: DisableTwoFactorResponseSchema,
        genericMessage: 'We couldn’t turn off two-factor sign-in. Please try again.',
      }),
    onSuccess: refresh,
  });
}
