import type { CoverLetterDetail } from '@resumio/contract/cover-letters';
import type { CoverLetterDeps } from './cover-letter-deps.ts';
import { findOwnLetter, isCoverLetterId, letterNotFound } from './find-own-letter.ts';
import { assertRoomForLetter } from './letter-limit.ts';
import { findRestorableCoverLetter, undeleteCoverLetter } from './repository.ts';
import { letterRestoreCutoff } from './restore-window.ts';
import { toLetterDetail } from './to-letter-dto.ts';

/**
 * Undoes a deletion within the restore window; later (or for an id that was never deleted) the
 * answer is 404. A restored letter counts towards the cap like a new one.
 */
export async function restoreCoverLetter(
  deps: CoverLetterDeps,
  userId: string,
  id: string,
): Promise<CoverLetterDetail> {
  if (!isCoverLetterId(id)) throw letterNotFound();
  const cutoff = letterRestoreCutoff();
  const restored = await deps.db.transaction().execute(async (trx) => {
    if (!(await findRestorableCoverLetter(trx, userId, id, cutoff))) return false;
    await assertRoomForLetter(trx, deps, userId);
    return undeleteCoverLetter(trx, userId, id, cutoff);
  });
  if (!restored) throw letterNotFound();
  return toLetterDetail(await findOwnLetter(deps.db, userId, id));
}
