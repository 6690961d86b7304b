import type { ResumeDetail } from '@resumio/contract/resumes';
import { RESUME_LIMITS } from '@resumio/resume';
import { findOwnResume } from './get-resume.ts';
import type { ResumeDeps } from './resume-deps.ts';
import { normaliseDocument } from './resume-content.ts';
import { saveNewResume } from './save-new-resume.ts';
import { storedDocument, toResumeDetail } from './to-resume-dto.ts';

/** A new resume with the same document, titled "Copy of …", starting again at version 1. */
export async function duplicateResume(
  deps: ResumeDeps,
  userId: string,
  id: string,
): Promise<ResumeDetail> {
  const source = await findOwnResume(deps, userId, id);
  const title = `Copy of ${source.title}`.slice(0, RESUME_LIMITS.resumeTitle).trimEnd();
  const row = await saveNewResume(deps, userId, normaliseDocument(storedDocument(source), title));
  return toResumeDetail(row);
}
