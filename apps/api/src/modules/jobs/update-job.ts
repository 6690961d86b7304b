import type { JobApplicationDetail, UpdateJobRequest } from '@resumio/contract/jobs';
import { AppError } from '../../lib/app-error.ts';
import { findOwnJob, jobDetail, jobNotFound } from './find-own-job.ts';
import { fieldColumns } from './job-columns.ts';
import type { JobDeps } from './job-deps.ts';
import { assertOwnCoverLetter } from './own-cover-letter.ts';
import { assertOwnResume } from './own-resume.ts';
import { findJob, updateJobAtVersion } from './repository.ts';
import { jobVersionConflict } from './version-conflict.ts';

/**
 * Saves fields over the version the client last saw. The version check is part of the UPDATE's
 * WHERE clause, so of two writers naming the same version exactly one wins; the other gets 409
 * with the application as it now stands, and nothing of it is overwritten. The stage is not a
 * field here: moves renumber columns and write the timeline (see move-job).
 */
export async function updateJob(
  deps: JobDeps,
  userId: string,
  id: string,
  { version, ...fields }: UpdateJobRequest,
): Promise<JobApplicationDetail> {
  const existing = await findOwnJob(deps.db, userId, id);
  if (existing.version !== version) throw jobVersionConflict(await jobDetail(deps.db, existing));

  // The request is checked on its own by the contract; a partial one must also fit what it keeps.
  const salaryMin = fields.salaryMin === undefined ? existing.salary_min : fields.salaryMin;
  const salaryMax = fields.salaryMax === undefined ? existing.salary_max : fields.salaryMax;
  if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax) {
    throw new AppError('VALIDATION_ERROR', 'The request is not valid.', [
      {
        path: fields.salaryMin === undefined ? 'salaryMax' : 'salaryMin',
        message: 'The lowest salary cannot be above the highest.',
      },
    ]);
  }
  if (fields.resumeId && fields.resumeId !== existing.resume_id) {
    await assertOwnResume(deps.db, userId, fields.resumeId);
  }
  if (fields.coverLetterId && fields.coverLetterId !== existing.cover_letter_id) {
    await assertOwnCoverLetter(deps.db, userId, fields.coverLetterId);
  }

  const updated = await updateJobAtVersion(deps.db, userId, id, version, {
    ...fieldColumns(fields),
    updated_at: new Date().toISOString(),
  });
  if (updated) return jobDetail(deps.db, updated);

  // Another write landed between our read and our update (or the application was just deleted).
  const current = await findJob(deps.db, userId, id);
  if (!current) throw jobNotFound();
  throw jobVersionConflict(await jobDetail(deps.db, current));
}
