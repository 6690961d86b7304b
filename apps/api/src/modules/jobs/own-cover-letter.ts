import type { Database } from '@resumio/db';
import type { Kysely, Transaction } from 'kysely';
import { isCoverLetterId, letterNotFound } from '../cover-letters/find-own-letter.ts';
import { coverLetterExists } from '../cover-letters/repository.ts';

/** A linked cover letter must be one of the user's live letters; any other id answers 404. */
export async function assertOwnCoverLetter(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  coverLetterId: string,
): Promise<void> {
  const found =
    isCoverLetterId(coverLetterId) && (await coverLetterExists(db, userId, coverLetterId));
  if (!found) throw letterNotFound();
}
