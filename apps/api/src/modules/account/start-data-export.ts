import { randomUUID } from 'node:crypto';
import { DATA_EXPORT_STARTS_PER_HOUR, type DataExport } from '@resumio/contract/data-exports';
import { AppError } from '../../lib/app-error.ts';
import { lockUser } from '../../lib/lock-user.ts';
import type { DataExportDeps } from './data-export-deps.ts';
import { toDataExport } from './data-export-dto.ts';
import { countStartedSince, findPreparingRow, oldestStartSince } from './data-export-repository.ts';
import type { DataExportRunner } from './data-export-runner.ts';
import type { User } from './repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Starts preparing the user's data export, or answers the one already being prepared: one runs
 * per user at a time, so a double click or a second tab never renders everything twice. Starts
 * are limited per hour (each renders every PDF of the account); answering the running one is
 * not a start. The check and the insert run under the user's lock.
 */
export async function startDataExport(
  deps: DataExportDeps,
  runner: DataExportRunner,
  user: User,
): Promise<{ export: DataExport; started: boolean }> {
  await runner.sweep(user.id);
  const now = deps.clock();
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, user.id, deps.dialect);
    const running = await findPreparingRow(trx, user.id);
    if (running) return { row: running, started: false };
    if ((await countStartedSince(trx, user.id, hourAgo)) >= DATA_EXPORT_STARTS_PER_HOUR) {
      const oldest = await oldestStartSince(trx, user.id, hourAgo);
      const waitMs = oldest ? Date.parse(oldest) + HOUR_MS - now.getTime() : HOUR_MS;
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      throw new AppError(
        'RATE_LIMITED',
        `You have started ${DATA_EXPORT_STARTS_PER_HOUR} exports in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { limit: DATA_EXPORT_STARTS_PER_HOUR, retryAfterSeconds: Math.ceil(waitMs / 1000) },
      );
    }
    const row = {
      id: randomUUID(),
      user_id: user.id,
      status: 'preparing',
      progress_done: 0,
      progress_total: 0,
      byte_size: null,
      error: null,
      created_at: now.toISOString(),
      heartbeat_at: now.toISOString(),
      finished_at: null,
      expires_at: null,
    };
    await trx.insertInto('data_exports').values(row).execute();
    return { row, started: true };
  });
  // After the commit: the runner's first write must find the row.
  if (outcome.started) void runner.launch(outcome.row.id, user);
  return { export: toDataExport(outcome.row), started: outcome.started };
}
