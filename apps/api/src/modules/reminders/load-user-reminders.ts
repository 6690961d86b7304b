import type { JobRemindersResponse } from '@resumio/contract/jobs';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import { loadStagesOrDefault } from '../jobs/board-stages.ts';
import { computeReminders } from './compute-reminders.ts';
import { listDatedJobs } from './repository.ts';

/** A user's reminders from the database, for the given local day and zone. */
export async function loadUserReminders(
  db: Kysely<Database>,
  userId: string,
  window: { today: string; timeZone: string; days: number },
): Promise<JobRemindersResponse> {
  const [rows, stages] = await Promise.all([
    listDatedJobs(db, userId),
    loadStagesOrDefault(db, userId),
  ]);
  return computeReminders(rows, stages, window);
}
