export interface PurgeSchedule {
  /** Runs the purge unless this instance ran it less than an interval ago. */
  maybePurge(): Promise<void>;
}

/**
 * Runs `purge` at most once per interval on this instance; other instances run their own. A purge
 * of deleted rows is cheap but not free, so a burst of deletions runs it once.
 */
export function createPurgeSchedule(
  purge: (now: Date) => Promise<unknown>,
  intervalMs = 60 * 60 * 1000,
): PurgeSchedule {
  let lastRun = 0;
  return {
    async maybePurge() {
      const now = Date.now();
      if (now - lastRun < intervalMs) return;
      lastRun = now;
      await purge(new Date(now));
    },
  };
}
