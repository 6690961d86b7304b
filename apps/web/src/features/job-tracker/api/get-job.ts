import { type JobApplicationDetail, JobApplicationDetailSchema } from '@resumio/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';

export const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;

export function getJob(id: string, signal?: AbortSignal): Promise<JobApplicationDetail> {
  return apiRequest(jobPath(id), {
    schema: JobApplicationDetailSchema,
    signal,
    genericMessage: 'We couldn’t load this application.',
  });
}

export function useJob(id: string | null) {
  return useQuery({
    queryKey: jobKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getJob(id!, signal),
    enabled: Boolean(id),
  });
}
