import type {
  ResumeDetail,
  UpdateResumeRequest,
  VersionConflictDetails,
} from '@resumio/contract/resumes';
import { AppError } from '../../lib/app-error.ts';
import { findOwnResume } from './get-resume.ts';
import { findResume, updateResumeAtVersion } from './repository.ts';
import type { ResumeDeps } from './resume-deps.ts';
import { normaliseDocument, resumeContent } from './resume-content.ts';
import { storedDocument, toResumeDetail } from './to-resume-dto.ts';

function versionConflict(current: ResumeDetail): AppError {
  const details: VersionConflictDetails = { current };
  return new AppError(
    'VERSION_CONFLICT',
    'This resume was changed elsewhere since you opened it. Keep your version or take the other.',
    details,
  );
}

/**
 * Saves a new title and/or document over the version the client last saw. The version check is
 * part of the UPDATE's WHERE clause, so of two writers naming the same version exactly one wins;
 * the other gets 409 with the document as it now stands, and nothing of it is overwritten.
 */
export async function updateResume(
  deps: ResumeDeps,
  userId: string,
  id: string,
  request: UpdateResumeRequest,
): Promise<ResumeDetail> {
  const existing = await findOwnResume(deps, userId, id);
  if (existing.version !== request.version) throw versionConflict(toResumeDetail(existing));

  const document = normaliseDocument(request.document ?? storedDocument(existing), request.title);
  const updated = await updateResumeAtVersion(deps.db, userId, id, request.version, {
    ...resumeContent(document),
    updated_at: new Date().toISOString(),
  });
  if (updated) return toResumeDetail(updated);

  // Another write landed between our read and our update (or the resume was just deleted).
  const current = await findResume(deps.db, userId, id);
  if (!current) throw new AppError('NOT_FOUND', 'Resume not found.');
  throw versionConflict(toResumeDetail(current));
}
