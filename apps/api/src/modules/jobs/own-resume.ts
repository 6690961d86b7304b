import type { Database } from '@resumio/db';
import type { Kysely, Transaction } from 'kysely';
import { notFound } from '../../lib/app-error.ts';
import { isResumeId } from '../resumes/get-resume.ts';
import { findResumeRevision } from '../resumes/repository.ts';

/** A linked resume must be one of the user's live resumes; any other id answers 404. */
export async function assertOwnResume(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  resumeId: string,
): Promise<void> {
  const found = isResumeId(resumeId) && (await findResumeRevision(db, userId, resumeId));
  if (!found) throw notFound('Resume');
}
