import { ListJobsResponseSchema } from '@resumio/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';

/**
 * How many applications the user tracks (GET /api/jobs → total). Premium only on the server, so
 * the caller enables it from the plan; a free account never sends it. One card is enough to learn
 * the total: the whole list of a big tracker is over a megabyte.
 */
export function useJobCount(enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.count(),
    queryFn: ({ signal }) =>
      apiRequest('/api/jobs?limit=1', {
        schema: ListJobsResponseSchema,
        signal,
        genericMessage: 'We couldn’t count your applications.',
      }).then((list) => list.total),
    enabled,
  });
}
