import type { Resume } from '@resumio/resume';
import { findOwnResume } from '../resumes/get-resume.ts';
import type { ResumeRow } from '../resumes/repository.ts';
import { storedDocument } from '../resumes/to-resume-dto.ts';
import type { EnhancementDeps } from './enhancement-deps.ts';

export interface OwnResume {
  row: ResumeRow;
  resume: Resume;
}

/** The user's live resume and its document; 404 NOT_FOUND for another user's or a deleted one. */
export async function loadOwnResume(
  deps: Pick<EnhancementDeps, 'db'>,
  userId: string,
  id: string,
): Promise<OwnResume> {
  const row = await findOwnResume(deps, userId, id);
  return { row, resume: storedDocument(row) };
}
