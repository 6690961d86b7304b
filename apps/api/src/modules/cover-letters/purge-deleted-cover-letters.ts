import type { CoverLetterDeps } from './cover-letter-deps.ts';
import { deleteCoverLettersDeletedBefore } from './repository.ts';
import { letterRestoreCutoff } from './restore-window.ts';

/**
 * Removes for good the letters deleted longer ago than the restore window. Cheap (a partial
 * index holds only deleted rows), so it runs at start-up and now and then on a deletion.
 */
export async function purgeDeletedCoverLetters(
  deps: Pick<CoverLetterDeps, 'db'>,
  now: Date = new Date(),
): Promise<number> {
  return deleteCoverLettersDeletedBefore(deps.db, letterRestoreCutoff(now));
}
