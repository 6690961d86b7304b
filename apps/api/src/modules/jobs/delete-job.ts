import { isJobId, jobNotFound } from './find-own-job.ts';
import type { JobDeps } from './job-deps.ts';
import { softDeleteJob } from './repository.ts';

/** Soft delete: the application leaves the board at once and stays restorable for a while. */
export async function deleteJob(deps: JobDeps, userId: string, id: string): Promise<void> {
  const deleted =
    isJobId(id) && (await softDeleteJob(deps.db, userId, id, new Date().toISOString()));
  if (!deleted) throw jobNotFound();
}
