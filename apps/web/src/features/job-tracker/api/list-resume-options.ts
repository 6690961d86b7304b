import { ListResumesResponseSchema } from '@resumio/contract/resumes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { resumeKeys } from '@/lib/resumes/resume-query-keys.ts';

const QUERY = { pageSize: 100 } as const;

/** The user's resumes for the "resume used" select, newest edit first. */
export function useResumeOptions(enabled: boolean) {
  return useQuery({
    queryKey: resumeKeys.list(QUERY),
    queryFn: ({ signal }) =>
      apiRequest(`/api/resumes?pageSize=${QUERY.pageSize}`, {
        schema: ListResumesResponseSchema,
        signal,
        genericMessage: 'We couldn’t load your resumes.',
      }),
    enabled,
    staleTime: 60_000,
    select: (list) => list.items.map((resume) => ({ id: resume.id, title: resume.title })),
  });
}
