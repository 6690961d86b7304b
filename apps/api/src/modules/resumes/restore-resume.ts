import type { ResumeDetail } from '@resumio/contract/resumes';
import { notFound } from '../../lib/app-error.ts';
import { isResumeId } from './get-resume.ts';
import { restoreCutoff } from './purge-deleted-resumes.ts';
import { findRestorableResume, undeleteResume } from './repository.ts';
import type { ResumeDeps } from './resume-deps.ts';
import { assertRoomForResume } from './save-new-resume.ts';
import { toResumeDetail } from './to-resume-dto.ts';

/**
 * Undoes a deletion within the restore window; later (or for an id that was never deleted) the
 * answer is 404. A restored resume counts towards the cap like a new one.
 */
export async function restoreResume(
  deps: ResumeDeps,
  userId: string,
  id: string,
): Promise<ResumeDetail> {
  if (!isResumeId(id)) throw notFound('Resume');
  const cutoff = restoreCutoff();
  const row = await deps.db.transaction().execute(async (trx) => {
    if (!(await findRestorableResume(trx, userId, id, cutoff))) return undefined;
    await assertRoomForResume(trx, deps, userId);
    return undeleteResume(trx, userId, id, cutoff);
  });
  if (!row) throw notFound('Resume');
  return toResumeDetail(row);
}
