import { ListJobsResponseSchema } from '@resumio/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';

/**
 * How many applications the user tracks (GET /api/jobs → total). Premium only on the server, so
 * the caller enables it from the plan; a free account never sends it.
 */
export function useJobCount(enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.count(),
    queryFn: ({ signal }) =>
      apiRequest('/api/jobs', {
        schema: ListJobsResponseSchema,
        signal,
        genericMessage: 'We couldn’t count your applications.',
      }).then((list) => list.total),
    enabled,
  });
}
