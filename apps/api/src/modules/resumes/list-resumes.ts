import type { ListResumesQuery, ListResumesResponse } from '@resumio/contract/resumes';
import { countResumes, listResumeSummaries } from './repository.ts';
import type { ResumeDeps } from './resume-deps.ts';
import { foldForSearch } from '../../lib/fold-for-search.ts';
import { toResumeSummary } from './to-resume-dto.ts';

/** One page of the user's live resumes; `q` matches title, name and headline. */
export async function listResumes(
  deps: ResumeDeps,
  userId: string,
  { page, pageSize, sort, q }: ListResumesQuery,
): Promise<ListResumesResponse> {
  const search = q ? foldForSearch(q) : undefined;
  const [rows, total] = await Promise.all([
    listResumeSummaries(deps.db, userId, {
      sort,
      search,
      // Past any real list, but inside every dialect's integer range.
      offset: Math.min((page - 1) * pageSize, 2 ** 31 - 1),
      limit: pageSize,
    }),
    countResumes(deps.db, userId, search),
  ]);
  return { items: rows.map(toResumeSummary), page, pageSize, total };
}
