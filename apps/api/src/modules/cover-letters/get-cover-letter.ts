import type { CoverLetterDetail } from '@resumio/contract/cover-letters';
import type { CoverLetterDeps } from './cover-letter-deps.ts';
import { findOwnLetter } from './find-own-letter.ts';
import { toLetterDetail } from './to-letter-dto.ts';

export async function getCoverLetter(
  deps: CoverLetterDeps,
  userId: string,
  id: string,
): Promise<CoverLetterDetail> {
  return toLetterDetail(await findOwnLetter(deps.db, userId, id));
}
