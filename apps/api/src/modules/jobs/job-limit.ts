import { JOBS_PER_USER_MAX } from '@resumio/contract/jobs';
import type { Database } from '@resumio/db';
import type { Transaction } from 'kysely';
import { AppError } from '../../lib/app-error.ts';
import { lockUser } from '../../lib/lock-user.ts';
import type { JobDeps } from './job-deps.ts';
import { countHeldJobs } from './repository.ts';
import { jobRestoreCutoff } from './restore-window.ts';

/**
 * Takes the user's lock for the rest of the transaction. Every write that places cards on the
 * board, changes the board or adds applications takes it, so positions, stage removals and the
 * cap are never raced.
 */
export async function lockJobsOf(
  trx: Transaction<Database>,
  deps: Pick<JobDeps, 'dialect'>,
  userId: string,
): Promise<void> {
  await lockUser(trx, userId, deps.dialect);
}

/**
 * Checks, under the user's lock, that `adding` more applications fit under the cap. Deleted
 * applications count until they can no longer be restored.
 */
export async function assertRoomForJobs(
  trx: Transaction<Database>,
  userId: string,
  adding: number,
): Promise<void> {
  const held = await countHeldJobs(trx, userId, jobRestoreCutoff());
  if (held + adding <= JOBS_PER_USER_MAX) return;
  const room = Math.max(0, JOBS_PER_USER_MAX - held);
  throw new AppError(
    'JOB_LIMIT_REACHED',
    adding === 1
      ? `You can keep up to ${JOBS_PER_USER_MAX} applications. Delete some you no longer need to make room.`
      : `You can keep up to ${JOBS_PER_USER_MAX} applications: there is room for ${room} more, and this file has ${adding}.`,
    { limit: JOBS_PER_USER_MAX, room },
  );
}
