import { randomUUID } from 'node:crypto';
import type { TailoredFor } from '@resumio/contract/enhancement';
import { RESUMES_PER_USER_MAX } from '@resumio/contract/resumes';
import type { Resume } from '@resumio/resume';
import type { Database } from '@resumio/db';
import type { Transaction } from 'kysely';
import { AppError } from '../../lib/app-error.ts';
import { lockUser } from '../../lib/lock-user.ts';
import { countResumes, insertResume, type ResumeRow } from './repository.ts';
import type { ResumeDeps } from './resume-deps.ts';
import { resumeContent } from './resume-content.ts';

/** Checked under the user's lock, so concurrent creations cannot overshoot the cap together. */
export async function assertRoomForResume(
  trx: Transaction<Database>,
  deps: Pick<ResumeDeps, 'dialect'>,
  userId: string,
): Promise<void> {
  await lockUser(trx, userId, deps.dialect);
  if ((await countResumes(trx, userId)) >= RESUMES_PER_USER_MAX) {
    throw new AppError(
      'RESUME_LIMIT_REACHED',
      `You can keep up to ${RESUMES_PER_USER_MAX} resumes. Delete one you no longer need to make room.`,
      { limit: RESUMES_PER_USER_MAX },
    );
  }
}

/**
 * Stores a new resume (version 1) for the user, within the per-user cap; a tailored copy also
 * remembers the job it was made for.
 */
export async function saveNewResume(
  deps: Pick<ResumeDeps, 'db' | 'dialect'>,
  userId: string,
  document: Resume,
  tailoredFor: TailoredFor | null = null,
): Promise<ResumeRow> {
  const now = new Date().toISOString();
  const row: ResumeRow = {
    id: randomUUID(),
    user_id: userId,
    ...resumeContent(document),
    version: 1,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    tailored_source_id: tailoredFor?.sourceResumeId ?? null,
    tailored_job_title: tailoredFor?.jobTitle ?? null,
    tailored_company: tailoredFor?.company ?? null,
    tailored_job_description: tailoredFor?.jobDescription ?? null,
  };
  await deps.db.transaction().execute(async (trx) => {
    await assertRoomForResume(trx, deps, userId);
    await insertResume(trx, row);
  });
  return row;
}
