import type {
  ListCoverLettersQuery,
  ListCoverLettersResponse,
} from '@resumio/contract/cover-letters';
import { foldForSearch } from '../../lib/fold-for-search.ts';
import type { CoverLetterDeps } from './cover-letter-deps.ts';
import { countCoverLetters, listCoverLetterSummaries } from './repository.ts';
import { toLetterSummary } from './to-letter-dto.ts';

/** One page of the user's live letters; `q` matches title, company and job title. */
export async function listCoverLetters(
  deps: CoverLetterDeps,
  userId: string,
  { page, pageSize, sort, q }: ListCoverLettersQuery,
): Promise<ListCoverLettersResponse> {
  const search = q ? foldForSearch(q) : undefined;
  const [rows, total] = await Promise.all([
    listCoverLetterSummaries(deps.db, userId, {
      sort,
      search,
      // Past any real list, but inside every dialect's integer range.
      offset: Math.min((page - 1) * pageSize, 2 ** 31 - 1),
      limit: pageSize,
    }),
    countCoverLetters(deps.db, userId, search),
  ]);
  return { items: rows.map(toLetterSummary), page, pageSize, total };
}
