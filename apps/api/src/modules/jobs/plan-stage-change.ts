import type { JobStage } from '@resumio/contract/jobs';
import type { Database } from '@resumio/db';
import type { Transaction } from 'kysely';
import { enterAppliedPhase } from './enter-applied-phase.ts';
import { newEventId } from './new-event-id.ts';
import type { JobChanges, JobEventRow, JobRow } from './repository.ts';

export interface StageChange {
  changes: JobChanges;
  events: JobEventRow[];
}

/**
 * What putting an application into `stage` writes, its position aside: the stage and, when the
 * stage is another one, the timeline event of the change and (on entering the applied phase) the
 * applied day and the resume frozen as sent. A single move and a bulk move write the same.
 */
export async function planStageChange(
  trx: Transaction<Database>,
  userId: string,
  job: JobRow,
  stage: JobStage,
  now: Date,
): Promise<StageChange> {
  const at = now.toISOString();
  const plan: StageChange = { changes: { stage_id: stage.id, updated_at: at }, events: [] };
  if (job.stage_id === stage.id) return plan;
  plan.events.push({
    id: newEventId(now.getTime()),
    job_id: job.id,
    user_id: userId,
    kind: 'stage',
    at,
    text: '',
    from_stage_id: job.stage_id,
    to_stage_id: stage.id,
  });
  if (stage.phase === 'applied') {
    const entry = await enterAppliedPhase(trx, userId, job, now);
    Object.assign(plan.changes, entry.changes);
    plan.events.push(...entry.events);
  }
  return plan;
}
