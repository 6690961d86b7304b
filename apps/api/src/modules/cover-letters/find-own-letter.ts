import type { Database } from '@resumio/db';
import type { Kysely, Transaction } from 'kysely';
import { notFound } from '../../lib/app-error.ts';
import { type CoverLetterRecord, findCoverLetter } from './repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isCoverLetterId(id: string): boolean {
  return UUID.test(id);
}

export const letterNotFound = () => notFound('Cover letter');

/** The user's live letter, or 404 — also for another user's id, so ids reveal nothing. */
export async function findOwnLetter(
  db: Db,
  userId: string,
  id: string,
): Promise<CoverLetterRecord> {
  const row = isCoverLetterId(id) ? await findCoverLetter(db, userId, id) : undefined;
  if (!row) throw letterNotFound();
  return row;
}
