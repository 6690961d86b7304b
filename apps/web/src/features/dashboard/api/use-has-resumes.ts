import { ListResumesResponseSchema } from '@resumio/contract/resumes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

/** Whether the signed-in user has made any resume yet; asked on every visit, it changes often. */
export function useHasResumes() {
  const { user } = useAuth();
  const sub = user?.sub ?? null;
  return useQuery({
    queryKey: ['dashboard', 'has-resumes', sub] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/resumes?page=1&pageSize=1', {
        schema: ListResumesResponseSchema,
        signal,
        genericMessage: 'We could not load your resumes.',
      }).then((list) => list.total > 0),
    enabled: sub !== null,
    staleTime: 0,
  });
}
