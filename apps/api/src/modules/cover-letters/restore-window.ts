import { COVER_LETTER_RESTORE_WINDOW_DAYS } from '@resumio/contract/cover-letters';

const DAY_MS = 86_400_000;

/** The instant before which a deletion can no longer be undone. */
export function letterRestoreCutoff(now: Date = new Date()): string {
  return new Date(now.getTime() - COVER_LETTER_RESTORE_WINDOW_DAYS * DAY_MS).toISOString();
}
