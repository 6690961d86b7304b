import type {
  JobApplication,
  ListJobsPageQuery,
  ListJobsQuery,
  ListJobsResponse,
} from '@resumio/contract/jobs';
import { foldForSearch } from '../../lib/fold-for-search.ts';
import { byBoardOrder } from './board-order.ts';
import { loadStages } from './board-stages.ts';
import { createdRange } from './day-range.ts';
import { decodeJobCursor, encodeJobCursor } from './job-cursor.ts';
import type { JobDeps } from './job-deps.ts';
import { listJobSummaries } from './repository.ts';
import { toJobApplication } from './to-job-dto.ts';

// Folded in the API rather than in SQL: neither dialect folds accents and non-ASCII case alike,
// tags are JSON text, and a user's applications are bounded by the per-user cap.
function matcher({ q, tag, source }: ListJobsQuery): (job: JobApplication) => boolean {
  const text = q ? foldForSearch(q) : undefined;
  const wantedTag = tag ? foldForSearch(tag) : undefined;
  const wantedSource = source ? foldForSearch(source) : undefined;
  return (job) => {
    if (text) {
      const haystack = foldForSearch(
        [job.company, job.role, job.location ?? '', ...job.tags].join('\n'),
      );
      if (!haystack.includes(text)) return false;
    }
    if (wantedTag && !job.tags.some((t) => foldForSearch(t) === wantedTag)) return false;
    if (wantedSource && foldForSearch(job.source ?? '') !== wantedSource) return false;
    return true;
  };
}

/**
 * The user's live applications in board order: by stage column, then top to bottom. With a
 * `limit`, one page of them, starting after `cursor`.
 */
export async function listJobs(
  deps: Pick<JobDeps, 'db' | 'dialect'>,
  userId: string,
  query: ListJobsPageQuery,
): Promise<ListJobsResponse> {
  const after = query.cursor === undefined ? undefined : decodeJobCursor(query.cursor);
  const [stages, rows] = await Promise.all([
    loadStages(deps.db, userId),
    listJobSummaries(deps.db, deps.dialect, userId, {
      stageId: query.stageId,
      ...createdRange(query.from, query.to),
    }),
  ]);
  const order = byBoardOrder(stages);
  const items = rows.map(toJobApplication).filter(matcher(query)).sort(order);
  if (query.limit === undefined && after === undefined) return { items, total: items.length };
  // Keyset on the board order: the first card that sorts after the last one sent.
  const start = after ? items.findIndex((job) => order(job, after) > 0) : 0;
  const from = start === -1 ? items.length : start;
  const page = items.slice(from, query.limit === undefined ? undefined : from + query.limit);
  const last = page.at(-1);
  const more = last !== undefined && from + page.length < items.length;
  return { items: page, total: items.length, nextCursor: more ? encodeJobCursor(last) : null };
}
