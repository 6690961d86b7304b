import type { JobApplicationDetail } from '@resumio/contract/jobs';
import { firstVisibleStage, loadStages } from './board-stages.ts';
import { isJobId, jobDetail, jobNotFound } from './find-own-job.ts';
import type { JobDeps } from './job-deps.ts';
import { lockJobsOf } from './job-limit.ts';
import { findRestorableJob, nextPosition, undeleteJob } from './repository.ts';
import { jobRestoreCutoff } from './restore-window.ts';

/**
 * Undoes a deletion within the restore window; later (or for an id never deleted) the answer is
 * 404. The application comes back at the bottom of its stage, or of the first visible stage when
 * its own was removed from the board meanwhile. It counted towards the cap while deleted.
 */
export async function restoreJob(
  deps: JobDeps,
  userId: string,
  id: string,
): Promise<JobApplicationDetail> {
  if (!isJobId(id)) throw jobNotFound();
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockJobsOf(trx, deps, userId);
    const job = await findRestorableJob(trx, userId, id, jobRestoreCutoff());
    if (!job) return undefined;
    const stages = await loadStages(trx, userId);
    const stageId = stages.some((stage) => stage.id === job.stage_id)
      ? job.stage_id
      : firstVisibleStage(stages).id;
    return undeleteJob(trx, userId, id, {
      stage_id: stageId,
      position: await nextPosition(trx, userId, stageId),
      updated_at: new Date().toISOString(),
    });
  });
  if (!row) throw jobNotFound();
  return jobDetail(deps.db, row);
}
