import { randomUUID } from 'node:crypto';
import type { ReminderDeps } from './reminder-deps.ts';
import { acquireLease, releaseLease } from './scheduler-lease.ts';
import { sendDueDigests, type DigestRunSummary } from './send-due-digests.ts';

export const DIGEST_LEASE = 'reminder-digest';

export interface DigestScheduler {
  /**
   * One round now (or at `now`, for tests): takes the lease, sends what is due, lets go. Null when
   * another instance holds the lease, or this one is still busy with the previous round.
   */
  tick(now?: Date): Promise<DigestRunSummary | null>;
  /** A round at once (catching up after downtime), then one every interval. */
  start(): void;
  /** No further rounds; waits for one in progress. */
  stop(): Promise<void>;
}

export function createDigestScheduler(
  deps: ReminderDeps,
  { intervalMs, holder = randomUUID() }: { intervalMs: number; holder?: string },
): DigestScheduler {
  // Long enough for a slow round; if a holder dies mid-round, the others wait at most this long.
  const leaseMs = 2 * intervalMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<DigestRunSummary | null> | undefined;

  async function round(now: Date): Promise<DigestRunSummary | null> {
    const lease = { name: DIGEST_LEASE, holder };
    if (!(await acquireLease(deps.db, { ...lease, now, durationMs: leaseMs }))) return null;
    try {
      const summary = await sendDueDigests(deps, now);
      if (summary.due > 0) deps.log.info({ digest: summary }, 'reminder digest round');
      return summary;
    } finally {
      await releaseLease(deps.db, lease);
    }
  }

  const scheduler: DigestScheduler = {
    async tick(now = deps.clock()) {
      if (running) return null;
      running = round(now);
      try {
        return await running;
      } finally {
        running = undefined;
      }
    },
    start() {
      if (timer) return;
      const run = () =>
        void scheduler
          .tick()
          .catch((err: unknown) => deps.log.error({ err }, 'digest round failed'));
      timer = setInterval(run, intervalMs);
      timer.unref();
      run();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
  return scheduler;
}
