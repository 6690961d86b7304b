import type { Database, DataExportsTable } from '@resumio/db';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;
export type DataExportRow = DataExportsTable;

/** An export's row, only when it is the user's: another user's id finds nothing. */
export async function findOwnExportRow(
  db: Db,
  userId: string,
  id: string,
): Promise<DataExportRow | undefined> {
  return db
    .selectFrom('data_exports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The user's export being prepared, if any (at most one at a time). */
export async function findPreparingRow(db: Db, userId: string): Promise<DataExportRow | undefined> {
  return db
    .selectFrom('data_exports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'preparing')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** How many exports the user started since `since` (the hourly limit). */
export async function countStartedSince(db: Db, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('data_exports')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The oldest start inside the window: when it leaves, a new start is allowed. */
export async function oldestStartSince(
  db: Db,
  userId: string,
  since: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('data_exports')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.created_at;
}

export async function setProgress(
  db: Db,
  id: string,
  progress: { done: number; total: number },
  now: string,
): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({ progress_done: progress.done, progress_total: progress.total, heartbeat_at: now })
    .where('id', '=', id)
    .where('status', '=', 'preparing')
    .execute();
}

export async function touchHeartbeat(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({ heartbeat_at: now })
    .where('id', '=', id)
    .where('status', '=', 'preparing')
    .execute();
}

export async function insertPart(
  db: Db,
  part: { exportId: string; userId: string; seq: number; content: Uint8Array },
): Promise<void> {
  await db
    .insertInto('data_export_parts')
    .values({
      export_id: part.exportId,
      user_id: part.userId,
      seq: part.seq,
      content: part.content,
    })
    .execute();
}

/** One part of the user's export's ZIP, by its place in the file. */
export async function readPart(
  db: Db,
  userId: string,
  exportId: string,
  seq: number,
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('data_export_parts')
    .select('content')
    .where('user_id', '=', userId)
    .where('export_id', '=', exportId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row?.content;
}

export async function markReady(
  db: Db,
  id: string,
  file: { byteSize: number; total: number; finishedAt: string; expiresAt: string },
): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({
      status: 'ready',
      byte_size: file.byteSize,
      progress_done: file.total,
      progress_total: file.total,
      finished_at: file.finishedAt,
      heartbeat_at: file.finishedAt,
      expires_at: file.expiresAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'preparing')
    .execute();
}

/** Fails a preparing export and drops what was written of it. */
export async function markFailed(db: Db, id: string, error: string, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('data_exports')
      .set({ status: 'failed', error, finished_at: now })
      .where('id', '=', id)
      .where('status', '=', 'preparing')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) {
      await trx.deleteFrom('data_export_parts').where('export_id', '=', id).execute();
    }
  });
}

/**
 * Exports whose instance stopped (no heartbeat since `staleBefore`) become failed, and ready
 * files past their expiry are deleted (the row stays, `expired`, so its link answers 410).
 * `userId` narrows the sweep to one user's rows, as a read does.
 */
export async function sweepExports(
  db: Db,
  { now, staleBefore, interrupted, userId }: SweepOptions,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let stale = trx
      .selectFrom('data_exports')
      .select('id')
      .where('status', '=', 'preparing')
      .where('heartbeat_at', '<', staleBefore);
    let expired = trx
      .selectFrom('data_exports')
      .select('id')
      .where('status', '=', 'ready')
      .where('expires_at', '<=', now);
    if (userId) {
      stale = stale.where('user_id', '=', userId);
      expired = expired.where('user_id', '=', userId);
    }
    const staleIds = (await stale.execute()).map((r) => r.id);
    const expiredIds = (await expired.execute()).map((r) => r.id);
    if (staleIds.length > 0) {
      await trx
        .updateTable('data_exports')
        .set({ status: 'failed', error: interrupted, finished_at: now })
        .where('id', 'in', staleIds)
        .where('status', '=', 'preparing')
        .execute();
    }
    if (expiredIds.length > 0) {
      await trx
        .updateTable('data_exports')
        .set({ status: 'expired' })
        .where('id', 'in', expiredIds)
        .execute();
    }
    const gone = [...staleIds, ...expiredIds];
    if (gone.length > 0) {
      await trx.deleteFrom('data_export_parts').where('export_id', 'in', gone).execute();
    }
  });
}

export interface SweepOptions {
  now: string;
  staleBefore: string;
  /** The failed export's message. */
  interrupted: string;
  userId?: string;
}
