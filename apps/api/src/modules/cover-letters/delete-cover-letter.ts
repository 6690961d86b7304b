import type { CoverLetterDeps } from './cover-letter-deps.ts';
import { isCoverLetterId, letterNotFound } from './find-own-letter.ts';
import { softDeleteCoverLetter } from './repository.ts';

/** Soft delete: the letter leaves every list at once and stays restorable for a while. */
export async function deleteCoverLetter(
  deps: CoverLetterDeps,
  userId: string,
  id: string,
): Promise<void> {
  const deleted =
    isCoverLetterId(id) &&
    (await softDeleteCoverLetter(deps.db, userId, id, new Date().toISOString()));
  if (!deleted) throw letterNotFound();
}
