import { randomUUID } from 'node:crypto';
import { COVER_LETTER_TITLE_MAX, type CoverLetterDetail } from '@resumio/contract/cover-letters';
import type { CoverLetterDeps } from './cover-letter-deps.ts';
import { findOwnLetter } from './find-own-letter.ts';
import { letterColumns, oneLine } from './letter-content.ts';
import { assertRoomForLetter } from './letter-limit.ts';
import { type CoverLetterRow, insertCoverLetter } from './repository.ts';
import { storedContent, toLetterDetail } from './to-letter-dto.ts';

/**
 * A new letter with the same content, job and resume, titled "Copy of …", starting again at
 * version 1. A resume deleted since is not linked to the copy.
 */
export async function duplicateCoverLetter(
  deps: CoverLetterDeps,
  userId: string,
  id: string,
): Promise<CoverLetterDetail> {
  const source = await findOwnLetter(deps.db, userId, id);
  const now = new Date().toISOString();
  const copy: CoverLetterRow = {
    id: randomUUID(),
    user_id: userId,
    resume_id: source.linked_resume_id,
    ...letterColumns(
      oneLine(`Copy of ${source.title}`, COVER_LETTER_TITLE_MAX),
      storedContent(source),
    ),
    job_description: source.job_description,
    tone: source.tone,
    length: source.length,
    addressed: source.addressed,
    flags: source.flags,
    version: 1,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    await assertRoomForLetter(trx, deps, userId);
    await insertCoverLetter(trx, copy);
  });
  return toLetterDetail(await findOwnLetter(deps.db, userId, copy.id));
}
