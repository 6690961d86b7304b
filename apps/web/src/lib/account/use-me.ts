import { MeResponseSchema } from '@resumio/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

export const meQueryKey = (sub: string | null) => ['me', sub] as const;

/** The signed-in account (GET /api/me); keyed by subject so another sign-in never sees it. */
export function useMe() {
  const { user } = useAuth();
  const sub = user?.sub ?? null;
  return useQuery({
    queryKey: meQueryKey(sub),
    queryFn: ({ signal }) =>
      apiRequest('/api/me', {
        schema: MeResponseSchema,
        signal,
        genericMessage: 'We could not load your account.',
      }),
    enabled: sub !== null,
  });
}
