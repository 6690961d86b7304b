import {
  type ListResumesResponse,
  ListResumesResponseSchema,
  type ResumeSummary,
} from '@resumio/contract/resumes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { resumeKeys } from '@/lib/resumes/resume-query-keys.ts';

export interface ResumeOverview {
  /** How many resumes the user keeps. */
  total: number;
  /** The one edited most recently, or null without any. */
  latest: ResumeSummary | null;
}

/** The first page of one, newest edit first: its total and its item answer both questions. */
const query = { page: 1, pageSize: 1, sort: 'updated_desc' } as const;
const path = `/api/resumes?page=${query.page}&pageSize=${query.pageSize}&sort=${query.sort}`;

const toOverview = (list: ListResumesResponse): ResumeOverview => ({
  total: list.total,
  latest: list.items[0] ?? null,
});

/**
 * The dashboard's view of the user's resumes. Cached under the resumes list key (with the full
 * list answer), so creating, renaming or deleting a resume, which invalidates the lists, refreshes
 * it too; asked afresh on every visit, since it changes often.
 */
export function useResumeOverview() {
  return useQuery({
    queryKey: resumeKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest(path, {
        schema: ListResumesResponseSchema,
        signal,
        genericMessage: 'We couldn’t load your resumes.',
      }),
    select: toOverview,
    staleTime: 0,
  });
}
