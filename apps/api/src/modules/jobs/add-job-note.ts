import type { JobEvent } from '@resumio/contract/jobs';
import { findOwnJob } from './find-own-job.ts';
import type { JobDeps } from './job-deps.ts';
import { newEventId } from './new-event-id.ts';
import { insertEvents, type JobEventRow } from './repository.ts';
import { toJobEvent } from './to-job-dto.ts';

/**
 * A note on the application's timeline. Notes are not fields of the application, so they do not
 * change its version: writing one never puts an open edit form in conflict.
 */
export async function addJobNote(
  deps: JobDeps,
  userId: string,
  id: string,
  text: string,
): Promise<JobEvent> {
  const job = await findOwnJob(deps.db, userId, id);
  const now = Date.now();
  const event: JobEventRow = {
    id: newEventId(now),
    job_id: job.id,
    user_id: userId,
    kind: 'note',
    at: new Date(now).toISOString(),
    text,
    from_stage_id: null,
    to_stage_id: null,
  };
  await insertEvents(deps.db, [event]);
  return toJobEvent(event);
}
