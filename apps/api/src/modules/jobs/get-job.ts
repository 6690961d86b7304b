import type { JobApplicationDetail } from '@resumio/contract/jobs';
import { findOwnJob, jobDetail } from './find-own-job.ts';
import type { JobDeps } from './job-deps.ts';

export async function getJob(
  deps: JobDeps,
  userId: string,
  id: string,
): Promise<JobApplicationDetail> {
  return jobDetail(deps.db, await findOwnJob(deps.db, userId, id));
}
