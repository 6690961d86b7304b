import type { DataExportDeps } from './data-export-deps.ts';
import { markFailed, markReady, sweepExports, touchHeartbeat } from './data-export-repository.ts';
import { prepareDataExport } from './prepare-data-export.ts';
import type { User } from './repository.ts';
import { DATA_EXPORT_LINK_HOURS } from '@resumio/contract/data-exports';

/** How often a running export says it is alive. */
export const HEARTBEAT_MS = 10_000;
/** An export not heard of for this long lost its instance (a restart, a crash): it failed. */
export const STALE_MS = 60_000;
/** How often expired files are deleted even when nobody reads them. */
const SWEEP_MS = 60 * 60 * 1000;

export const INTERRUPTED_MESSAGE =
  'Preparing your export was interrupted (the server restarted). Please start it again.';
const FAILED_MESSAGE = 'We couldn’t prepare your export. Please try again.';

export interface DataExportRunner {
  /** Prepares the export in the background; the promise is for tests and shutdown. */
  launch(exportId: string, user: User): Promise<void>;
  /** Marks interrupted exports failed and deletes expired files, for one user or all. */
  sweep(userId?: string): Promise<void>;
  /** Sweeps now (interrupted exports of the last run fail here) and every hour after. */
  start(): Promise<void>;
  /** Stops every export this instance prepares, marking it failed. */
  stop(): Promise<void>;
}

/**
 * Runs data exports in this process, off any request: each has an abort controller (stopped at
 * shutdown) and a heartbeat in its row, so another instance, or this one after a restart, can
 * tell a running export from one whose instance went away.
 */
export function createDataExportRunner(deps: DataExportDeps): DataExportRunner {
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let heartbeat: NodeJS.Timeout | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  const nowIso = () => deps.clock().toISOString();

  const beat = async () => {
    for (const id of running.keys()) {
      await touchHeartbeat(deps.db, id, nowIso()).catch((err: unknown) =>
        deps.log.warn({ err }, 'data export heartbeat failed'),
      );
    }
  };

  const sweep = async (userId?: string) => {
    const now = deps.clock();
    await sweepExports(deps.db, {
      now: now.toISOString(),
      staleBefore: new Date(now.getTime() - STALE_MS).toISOString(),
      interrupted: INTERRUPTED_MESSAGE,
      ...(userId ? { userId } : {}),
    });
  };

  async function run(exportId: string, user: User, controller: AbortController) {
    try {
      const { byteSize, total } = await prepareDataExport(deps, user, exportId, controller.signal);
      const finishedAt = deps.clock();
      await markReady(deps.db, exportId, {
        byteSize,
        total,
        finishedAt: finishedAt.toISOString(),
        expiresAt: new Date(
          finishedAt.getTime() + DATA_EXPORT_LINK_HOURS * 3600 * 1000,
        ).toISOString(),
      });
    } catch (err) {
      const message = controller.signal.aborted ? INTERRUPTED_MESSAGE : FAILED_MESSAGE;
      if (!controller.signal.aborted) deps.log.error({ err, exportId }, 'data export failed');
      await markFailed(deps.db, exportId, message, nowIso()).catch((error: unknown) =>
        deps.log.error({ err: error, exportId }, 'could not mark a data export failed'),
      );
    }
  }

  return {
    launch(exportId, user) {
      const controller = new AbortController();
      const done = run(exportId, user, controller).finally(() => {
        running.delete(exportId);
        if (running.size === 0 && heartbeat) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      });
      running.set(exportId, { controller, done });
      heartbeat ??= setInterval(() => void beat(), HEARTBEAT_MS).unref();
      return done;
    },
    sweep,
    async start() {
      await sweep().catch((err: unknown) => deps.log.warn({ err }, 'could not sweep data exports'));
      sweeper = setInterval(() => {
        void sweep().catch((err: unknown) =>
          deps.log.warn({ err }, 'could not sweep data exports'),
        );
      }, SWEEP_MS).unref();
    },
    async stop() {
      clearInterval(sweeper);
      clearInterval(heartbeat);
      heartbeat = undefined;
      const live = [...running.values()];
      for (const { controller } of live) controller.abort(new Error('the server is stopping'));
      await Promise.allSettled(live.map(({ done }) => done));
    },
  };
}
