import { type JobLinkDraft, JobLinkDraftSchema } from '@resumio/contract/jobs';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** The server reads the posting's page (public addresses only) into a draft to check. */
export function readJobLink(url: string): Promise<JobLinkDraft> {
  return apiRequest('/api/jobs/from-link', {
    method: 'POST',
    body: { url },
    schema: JobLinkDraftSchema,
    genericMessage: 'We couldn’t read that page. Paste the posting’s text instead.',
  });
}

export function useReadJobLink() {
  return useMutation({ mutationFn: readJobLink });
}
