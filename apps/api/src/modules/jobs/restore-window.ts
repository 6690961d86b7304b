import { JOB_RESTORE_WINDOW_DAYS } from '@resumio/contract/jobs';

const DAY_MS = 86_400_000;

/** The instant before which a deletion can no longer be undone. */
export function jobRestoreCutoff(now: Date = new Date()): string {
  return new Date(now.getTime() - JOB_RESTORE_WINDOW_DAYS * DAY_MS).toISOString();
}
