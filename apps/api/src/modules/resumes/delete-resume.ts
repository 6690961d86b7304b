import { notFound } from '../../lib/app-error.ts';
import { isResumeId } from './get-resume.ts';
import { softDeleteResume } from './repository.ts';
import type { ResumeDeps } from './resume-deps.ts';

/** Soft delete: the resume leaves every list at once and stays restorable for a while. */
export async function deleteResume(deps: ResumeDeps, userId: string, id: string): Promise<void> {
  const deleted =
    isResumeId(id) && (await softDeleteResume(deps.db, userId, id, new Date().toISOString()));
  if (!deleted) throw notFound('Resume');
}
