import type { CreateJobRequest, JobApplicationDetail } from '@resumio/contract/jobs';
import { firstVisibleStage, loadStages, requireStage } from './board-stages.ts';
import { enterAppliedPhase } from './enter-applied-phase.ts';
import type { JobDeps } from './job-deps.ts';
import { assertRoomForJobs, lockJobsOf } from './job-limit.ts';
import { newEventId } from './new-event-id.ts';
import { newJobRow } from './new-job-row.ts';
import { assertOwnCoverLetter } from './own-cover-letter.ts';
import { assertOwnResume } from './own-resume.ts';
import { insertEvents, insertJobs, nextPosition, type JobEventRow } from './repository.ts';
import { toJobDetail } from './to-job-dto.ts';

/**
 * A new application at the bottom of its stage: the one named, or the board's first visible
 * stage. Created straight into the applied phase, it freezes its resume as sent like a move does.
 */
export async function createJob(
  deps: JobDeps,
  userId: string,
  { stageId, ...fields }: CreateJobRequest,
): Promise<JobApplicationDetail> {
  if (fields.resumeId) await assertOwnResume(deps.db, userId, fields.resumeId);
  if (fields.coverLetterId) await assertOwnCoverLetter(deps.db, userId, fields.coverLetterId);
  return deps.db.transaction().execute(async (trx) => {
    await lockJobsOf(trx, deps, userId);
    const stages = await loadStages(trx, userId);
    const stage = stageId ? requireStage(stages, stageId) : firstVisibleStage(stages);
    await assertRoomForJobs(trx, userId, 1);
    const now = new Date();
    const at = now.toISOString();
    const row = newJobRow({
      userId,
      stageId: stage.id,
      position: await nextPosition(trx, userId, stage.id),
      fields,
      createdAt: at,
      now: at,
    });
    const events: JobEventRow[] = [
      {
        id: newEventId(now.getTime()),
        job_id: row.id,
        user_id: userId,
        kind: 'created',
        at,
        text: '',
        from_stage_id: null,
        to_stage_id: stage.id,
      },
    ];
    if (stage.phase === 'applied') {
      const entry = await enterAppliedPhase(trx, userId, row, now);
      Object.assign(row, entry.changes);
      events.push(...entry.events);
    }
    await insertJobs(trx, [row]);
    await insertEvents(trx, events);
    return toJobDetail(row, events);
  });
}
