import { deleteJobsDeletedBefore } from './repository.ts';
import type { JobDeps } from './job-deps.ts';
import { jobRestoreCutoff } from './restore-window.ts';

/**
 * Removes for good the applications deleted longer ago than the restore window (their timeline
 * goes with them). Runs at start-up and now and then on a deletion.
 */
export async function purgeDeletedJobs(
  deps: Pick<JobDeps, 'db'>,
  now: Date = new Date(),
): Promise<number> {
  return deleteJobsDeletedBefore(deps.db, jobRestoreCutoff(now));
}
