import type { JobImportRequest, JobImportResult } from '@resumio/contract/jobs';
import { loadStages } from './board-stages.ts';
import type { JobDeps } from './job-deps.ts';
import { assertRoomForJobs, lockJobsOf } from './job-limit.ts';
import { newEventId } from './new-event-id.ts';
import { newJobRow } from './new-job-row.ts';
import { planJobImport } from './plan-job-import.ts';
import { readImportFile } from './read-import-file.ts';
import {
  insertEvents,
  insertJobs,
  nextPosition,
  type JobEventRow,
  type JobRow,
} from './repository.ts';

/**
 * Stores every readable row as an application at the bottom of its stage, in file order, each
 * with an "imported" event and its notes, in one transaction: a file is imported whole or not at
 * all (the cap included). Rows that cannot be imported come back as problems with their number.
 */
export async function importJobs(
  deps: JobDeps,
  userId: string,
  request: JobImportRequest,
  signal?: AbortSignal,
): Promise<JobImportResult> {
  // Read before the transaction: no lock or connection is held while the file is parsed.
  const table = await readImportFile(deps, userId, request.csv, signal);
  return deps.db.transaction().execute(async (trx) => {
    await lockJobsOf(trx, deps, userId);
    const plan = planJobImport(table, request, await loadStages(trx, userId));
    await assertRoomForJobs(trx, userId, plan.candidates.length);

    const now = Date.now();
    const at = new Date(now).toISOString();
    const next = new Map<string, number>();
    const rows: JobRow[] = [];
    const events: JobEventRow[] = [];
    for (const candidate of plan.candidates) {
      const stageId = candidate.stage.id;
      const position = next.get(stageId) ?? (await nextPosition(trx, userId, stageId));
      next.set(stageId, position + 1);
      const row = newJobRow({
        userId,
        stageId,
        position,
        fields: candidate.fields,
        createdAt: candidate.createdAt ?? at,
        now: at,
      });
      rows.push(row);
      const event = { job_id: row.id, user_id: userId, at, from_stage_id: null };
      events.push({
        ...event,
        id: newEventId(now),
        kind: 'imported',
        text: '',
        to_stage_id: stageId,
      });
      if (candidate.note) {
        events.push({
          ...event,
          id: newEventId(now),
          kind: 'note',
          text: candidate.note,
          to_stage_id: null,
        });
      }
    }
    await insertJobs(trx, rows);
    await insertEvents(trx, events);
    return { imported: rows.length, problems: plan.problems };
  });
}
