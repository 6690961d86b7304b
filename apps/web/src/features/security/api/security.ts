import {
  type ChangeEmailRequest,
  ChangeEmailResponseSchema,
  type ChangePasswordRequest,
  ChangePasswordResponseSchema,
  SecurityOverviewResponseSchema,
  SignOutEverywhereResponseSchema,
} from '@resumio/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { isApiError } from '@/lib/api-error.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

const overviewKey = (sub: string | null) => ['security', sub] as const;

/** Sessions and the last 90 days of events (GET /api/me/security). */
export function useSecurityOverview() {
  const { user } = useAuth();
  const sub = user?.sub ?? null;
  return useQuery({
    queryKey: overviewKey(sub),
    queryFn: ({ signal }) =>
      apiRequest('/api/me/security', {
        schema: SecurityOverviewResponseSchema,
        signal,
        genericMessage: 'We couldn’t load your sessions and security events.',
      }),
    enabled: sub !== null,
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiRequest('/api/me/password', {
        method: 'POST',
        body: request,
        schema: ChangePasswordResponseSchema,
        genericMessage: 'We couldn’t change your password. Please try again.',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['security'] }),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (request: ChangeEmailRequest) =>
      apiRequest('/api/me/email', {
        method: 'POST',
        body: request,
        schema: ChangeEmailResponseSchema,
        genericMessage: 'We couldn’t send the confirmation email. Please try again.',
      }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/me/sessions', {
        method: 'DELETE',
        schema: SignOutEverywhereResponseSchema,
        genericMessage: 'We couldn’t sign you out everywhere. Please try again.',
      }),
  });
}

/** The server's message for one field of a refused form, if it named that field. */
export function fieldError(error: unknown, path: string): string | undefined {
  if (!isApiError(error) || error.code !== 'VALIDATION_ERROR') return undefined;
  const details = Array.isArray(error.details) ? (error.details as unknown[]) : [];
  const issue = details.find(
    (d): d is { path: string; message: string } =>
      typeof d === 'object' && d !== null && (d as { path?: unknown }).path === path,
  );
  return issue?.message;
}
