import { ResumeSamplesResponseSchema } from '@resumio/contract/resumes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { resumeKeys } from './query-keys.ts';

export function useResumeSamples(enabled = true) {
  return useQuery({
    queryKey: resumeKeys.samples(),
    queryFn: ({ signal }) =>
      apiRequest('/api/resume-samples', {
        schema: ResumeSamplesResponseSchema,
        signal,
        genericMessage: 'We couldn’t load the sample resumes.',
      }),
    enabled,
    staleTime: Infinity,
  });
}
