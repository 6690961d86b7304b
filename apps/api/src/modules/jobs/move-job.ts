import type { JobApplicationDetail, MoveJobRequest } from '@resumio/contract/jobs';
import { loadStages, requireStage } from './board-stages.ts';
import { findOwnJob, jobDetail, jobNotFound } from './find-own-job.ts';
import type { JobDeps } from './job-deps.ts';
import { lockJobsOf } from './job-limit.ts';
import { planStageChange } from './plan-stage-change.ts';
import { renumberColumn } from './renumber-column.ts';
import { findJob, insertEvents, updateJobAtVersion, type JobRow } from './repository.ts';
import { jobVersionConflict } from './version-conflict.ts';

type Outcome = { moved: JobRow } | { conflict: JobRow } | { gone: true };

/**
 * Drag and drop: puts the application at `index` in a stage and renumbers the columns it left
 * and entered, all in one transaction under the user's lock. A change of stage is written to
 * the timeline; entering the applied phase freezes the resume as sent.
 */
export async function moveJob(
  deps: JobDeps,
  userId: string,
  id: string,
  { version, stageId, index }: MoveJobRequest,
): Promise<JobApplicationDetail> {
  const existing = await findOwnJob(deps.db, userId, id);
  if (existing.version !== version) throw jobVersionConflict(await jobDetail(deps.db, existing));

  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    await lockJobsOf(trx, deps, userId);
    const stage = requireStage(await loadStages(trx, userId), stageId);
    const job = await findJob(trx, userId, id);
    if (!job) return { gone: true };
    if (job.version !== version) return { conflict: job };

    const changesStage = job.stage_id !== stage.id;
    const { changes, events } = await planStageChange(trx, userId, job, stage, new Date());
    // The versioned write comes first: when a concurrent edit won, nothing else is written.
    const moved = await updateJobAtVersion(trx, userId, id, version, changes);
    if (!moved) return { conflict: job };
    await renumberColumn(trx, userId, stage.id, { id, index });
    if (changesStage) await renumberColumn(trx, userId, job.stage_id);
    await insertEvents(trx, events);
    // Its final number, as the renumbering wrote it.
    return { moved: (await findJob(trx, userId, id))! };
  });

  if ('moved' in outcome) return jobDetail(deps.db, outcome.moved);
  const current = await findJob(deps.db, userId, id);
  if (!current) throw jobNotFound();
  throw jobVersionConflict(await jobDetail(deps.db, current));
}
