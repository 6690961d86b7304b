import { type ResumeDetail, ResumeDetailSchema } from '@resumio/contract/resumes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { resumeKeys } from './query-keys.ts';

export function getResume(id: string, signal?: AbortSignal): Promise<ResumeDetail> {
  return apiRequest(`/api/resumes/${encodeURIComponent(id)}`, {
    schema: ResumeDetailSchema,
    signal,
    genericMessage: 'We couldn’t load this resume.',
  });
}

/** `fresh` always fetches on mount: the editor must start from the newest saved version. */
export function useResume(id: string, options: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: resumeKeys.detail(id),
    queryFn: ({ signal }) => getResume(id, signal),
    refetchOnMount: options.fresh ? 'always' : true,
  });
}
