import { JobApplicationDetailSchema } from '@resumio/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { JobPosting } from '../model/job-posting.ts';

/**
 * The posting of a tracker application (`?job=` on the match page, where the extension and the
 * bookmarklet send "Match my resume"). Read through the API, not the tracker feature.
 */
export function useTrackerJobPosting(jobId: string | null) {
  return useQuery({
    queryKey: ['enhancement', 'tracker-job', jobId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/jobs/${encodeURIComponent(jobId!)}`, {
        schema: JobApplicationDetailSchema,
        signal,
        genericMessage: 'We couldn’t load the saved job.',
      }),
    enabled: jobId !== null,
    retry: false,
    select: (job): JobPosting => ({
      jobDescription: job.jobDescription ?? '',
      jobTitle: job.role,
      company: job.company,
    }),
  });
}
