import { ListResumesResponseSchema } from '@resumio/contract/resumes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { resumeKeys } from '@/lib/resumes/resume-query-keys.ts';
import type { RememberedJob } from '../model/new-letter.ts';

const QUERY = { pageSize: 100, sort: 'updated_desc' } as const;

export interface ResumeChoice {
  id: string;
  title: string;
  name: string;
  /** The job a tailored copy was made for; null on other resumes. */
  job: RememberedJob | null;
}

/** The user's resumes to write a letter from, the one edited last first. */
export function useResumeChoices() {
  return useQuery({
    queryKey: resumeKeys.list(QUERY),
    queryFn: ({ signal }) =>
      apiRequest(`/api/resumes?pageSize=${QUERY.pageSize}&sort=${QUERY.sort}`, {
        schema: ListResumesResponseSchema,
        signal,
        genericMessage: 'We couldn’t load your resumes.',
      }),
    staleTime: 60_000,
    select: (list): ResumeChoice[] =>
      list.items.map(({ id, title, name, tailoredFor }) => ({
        id,
        title,
        name,
        job: tailoredFor
          ? {
              jobTitle: tailoredFor.jobTitle ?? '',
              company: tailoredFor.company ?? '',
              jobDescription: tailoredFor.jobDescription,
            }
          : null,
      })),
  });
}
