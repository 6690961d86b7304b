import type { LetterContent, LetterFlag } from '@resumio/contract/cover-letters';
import type { Database } from '@resumio/db';
import type { Resume } from '@resumio/resume';
import type { Kysely, Transaction } from 'kysely';
import type { ComputePort } from '../../compute/compute-pool.ts';
import { notFound } from '../../lib/app-error.ts';
import { isResumeId } from '../resumes/get-resume.ts';
import { findResume } from '../resumes/repository.ts';
import { storedDocument } from '../resumes/to-resume-dto.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The user's live resume behind a letter, or null (none linked, or deleted since). */
export async function linkedResume(
  db: Db,
  userId: string,
  resumeId: string | null,
): Promise<Resume | null> {
  if (!resumeId || !isResumeId(resumeId)) return null;
  const row = await findResume(db, userId, resumeId);
  return row ? storedDocument(row) : null;
}

/** The resume a request names: one of the user's live resumes, or 404 for any other id. */
export async function requireOwnResume(db: Db, userId: string, resumeId: string): Promise<Resume> {
  const resume = await linkedResume(db, userId, resumeId);
  if (!resume) throw notFound('Resume');
  return resume;
}

/**
 * The truthfulness guard over the letter against the resume it was written from, and its
 * language against the resume's and the posting's, in a compute thread: a long letter takes a
 * tenth of a second to check, and letters are saved as the user types. A letter without a
 * resume has nothing to be checked against, so it has no flags.
 */
export async function letterFlags(
  deps: { compute: ComputePort },
  userId: string,
  resume: Resume | null,
  content: LetterContent,
  jobDescription: string,
  signal?: AbortSignal,
): Promise<LetterFlag[]> {
  if (!resume) return [];
  return deps.compute.run('check-letter', { resume, content, jobDescription }, userId, signal);
}
