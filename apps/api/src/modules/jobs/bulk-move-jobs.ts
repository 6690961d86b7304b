import type { BulkStageRequest } from '@resumio/contract/jobs';
import { loadStages, requireStage } from './board-stages.ts';
import { isJobId } from './find-own-job.ts';
import type { JobDeps } from './job-deps.ts';
import { lockJobsOf } from './job-limit.ts';
import { planStageChange } from './plan-stage-change.ts';
import {
  findJobs,
  insertEvents,
  nextPosition,
  updateJobAtVersion,
  type JobChanges,
  type JobEventRow,
} from './repository.ts';

/**
 * Moves the listed applications to the bottom of a stage, in the order listed, each with its
 * timeline event (and its "as sent" snapshot on entering the applied phase). Ids that are not the
 * user's live applications, or already in that stage, are not counted: a list picked on one
 * screen may be stale by the time it is sent, and another user's ids must reveal nothing.
 */
export async function bulkMoveJobs(
  deps: JobDeps,
  userId: string,
  request: BulkStageRequest,
): Promise<{ updated: number }> {
  const ids = [...new Set(request.ids)].filter(isJobId);
  return deps.db.transaction().execute(async (trx) => {
    await lockJobsOf(trx, deps, userId);
    const stage = requireStage(await loadStages(trx, userId), request.stageId);
    const found = new Map((await findJobs(trx, userId, ids)).map((job) => [job.id, job]));
    let position = await nextPosition(trx, userId, stage.id);
    const now = new Date();
    const events: JobEventRow[] = [];
    let updated = 0;
    for (const id of ids) {
      const job = found.get(id);
      if (!job || job.stage_id === stage.id) continue;
      const move = await planStageChange(trx, userId, job, stage, now);
      const changes: JobChanges = { ...move.changes, position };
      // An edit saved since the list was read wins; this card is then left where it is.
      if (!(await updateJobAtVersion(trx, userId, id, job.version, changes))) continue;
      events.push(...move.events);
      position += 1;
      updated += 1;
    }
    await insertEvents(trx, events);
    return { updated };
  });
}
