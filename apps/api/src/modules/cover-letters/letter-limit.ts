import { COVER_LETTERS_PER_USER_MAX } from '@resumio/contract/cover-letters';
import type { Database } from '@resumio/db';
import type { Transaction } from 'kysely';
import { AppError } from '../../lib/app-error.ts';
import { lockUser } from '../../lib/lock-user.ts';
import type { CoverLetterDeps } from './cover-letter-deps.ts';
import { countCoverLetters } from './repository.ts';

/** Checked under the user's lock, so concurrent creations cannot overshoot the cap together. */
export async function assertRoomForLetter(
  trx: Transaction<Database>,
  deps: Pick<CoverLetterDeps, 'dialect'>,
  userId: string,
): Promise<void> {
  await lockUser(trx, userId, deps.dialect);
  if ((await countCoverLetters(trx, userId)) >= COVER_LETTERS_PER_USER_MAX) {
    throw new AppError(
      'COVER_LETTER_LIMIT_REACHED',
      `You can keep up to ${COVER_LETTERS_PER_USER_MAX} cover letters. Delete one you no longer need to make room.`,
      { limit: COVER_LETTERS_PER_USER_MAX },
    );
  }
}
