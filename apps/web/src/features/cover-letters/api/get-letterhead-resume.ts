import { ResumeDetailSchema } from '@resumio/contract/resumes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { resumeKeys } from '@/lib/resumes/resume-query-keys.ts';

/** The resume a letter was written from: its name, contacts and design make the letterhead. */
export function useLetterheadResume(resumeId: string | null) {
  return useQuery({
    queryKey: resumeKeys.detail(resumeId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/api/resumes/${encodeURIComponent(resumeId ?? '')}`, {
        schema: ResumeDetailSchema,
        signal,
        genericMessage: 'We couldn’t load the resume of this letter.',
      }),
    enabled: resumeId !== null,
    staleTime: 60_000,
  });
}
