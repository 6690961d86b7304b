import { type JobBoard, JobBoardSchema } from '@resumio/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';

export function getBoard(signal?: AbortSignal): Promise<JobBoard> {
  return apiRequest('/api/jobs/board', {
    schema: JobBoardSchema,
    signal,
    genericMessage: 'We couldn’t load your board.',
  });
}

/** The user's stages in column order; they change rarely, so a minute passes before a refetch. */
export function useBoard() {
  return useQuery({
    queryKey: jobKeys.board(),
    queryFn: ({ signal }) => getBoard(signal),
    staleTime: 60_000,
  });
}
