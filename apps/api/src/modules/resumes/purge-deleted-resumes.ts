import { RESUME_RESTORE_WINDOW_DAYS } from '@resumio/contract/resumes';
import { deleteResumesDeletedBefore } from './repository.ts';
import type { ResumeDeps } from './resume-deps.ts';

const DAY_MS = 86_400_000;

/** The instant before which a deletion can no longer be undone. */
export function restoreCutoff(now: Date = new Date()): string {
  return new Date(now.getTime() - RESUME_RESTORE_WINDOW_DAYS * DAY_MS).toISOString();
}

/**
 * Removes for good the resumes deleted longer ago than the restore window. Cheap (a partial
 * index holds only deleted rows), so it runs at start-up and now and then on a deletion.
 */
export async function purgeDeletedResumes(
  deps: Pick<ResumeDeps, 'db'>,
  now: Date = new Date(),
): Promise<number> {
  return deleteResumesDeletedBefore(deps.db, restoreCutoff(now));
}
