import type { Database } from '@resumio/db';
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The columns of a row a user owns, saves by version and deletes restorably: a deletion only
 * stamps `deleted_at`, a restore clears it, and a purge removes the row once the window is over.
 */
interface OwnedRowColumns {
  id: string;
  user_id: string;
  version: number;
  deleted_at: string | null;
}

// Checked both ways round: a table whose column is narrower (a `deleted_at` that cannot be null)
// would make the writes below unsound for it, so it does not count.
type HasOwnedRowColumns<Row> = Row extends OwnedRowColumns
  ? OwnedRowColumns extends Pick<Row, keyof OwnedRowColumns>
    ? true
    : false
  : false;

/** The tables of owned, versioned, soft-deletable rows (resumes and job applications). */
export type OwnedTable = {
  [T in keyof Database]: HasOwnedRowColumns<Database[T]> extends true ? T : never;
}[keyof Database];

type OwnedRowBuilder<T extends OwnedTable> = ExpressionBuilder<Record<T, OwnedRowColumns>, T>;

/**
 * A column of the table being filtered. Kysely cannot resolve a column of a table that is still a
 * type parameter, so the reference carries its type itself; `OwnedTable` guarantees the column is
 * there with that type, and filters below accept one such table only, so the name is never
 * ambiguous.
 */
const column = <C extends keyof OwnedRowColumns>(name: C) => sql.ref<OwnedRowColumns[C]>(name);

/** The user's rows that are not deleted. */
export const liveRowsOf =
  (userId: string) =>
  <T extends OwnedTable>(eb: OwnedRowBuilder<T>) =>
    eb.and([eb(column('user_id'), '=', userId), eb(column('deleted_at'), 'is', null)]);

/** The conditions on the user's row `id`, deleted or not as asked. */
function ownRow<T extends OwnedTable>(
  eb: OwnedRowBuilder<T>,
  { userId, id, deleted }: { userId: string; id: string; deleted: boolean },
) {
  return [
    eb(column('id'), '=', id),
    eb(column('user_id'), '=', userId),
    eb(column('deleted_at'), deleted ? 'is not' : 'is', null),
  ];
}

/** The user's row `id`, unless it is deleted. */
export const liveRow =
  (userId: string, id: string) =>
  <T extends OwnedTable>(eb: OwnedRowBuilder<T>) =>
    eb.and(ownRow(eb, { userId, id, deleted: false }));

/** The user's row `id` if it is not deleted and still at `version` (the optimistic check). */
export const liveRowAtVersion =
  (userId: string, id: string, version: number) =>
  <T extends OwnedTable>(eb: OwnedRowBuilder<T>) =>
    eb.and([...ownRow(eb, { userId, id, deleted: false }), eb(column('version'), '=', version)]);

/** The user's row `id` if it is deleted. */
export const deletedRow =
  (userId: string, id: string) =>
  <T extends OwnedTable>(eb: OwnedRowBuilder<T>) =>
    eb.and(ownRow(eb, { userId, id, deleted: true }));

/** The user's row `id` if it was deleted after `deletedAfter` (within the restore window). */
export const restorableRow =
  (userId: string, id: string, deletedAfter: string) =>
  <T extends OwnedTable>(eb: OwnedRowBuilder<T>) =>
    eb.and([
      ...ownRow(eb, { userId, id, deleted: true }),
      eb(column('deleted_at'), '>', deletedAfter),
    ]);

/** The value of `version` for a write: one more than the stored one, in the same statement. */
export const nextVersion = sql<number>`version + 1`;

/** Marks the user's row deleted; false when there is no such live row. */
export async function softDeleteRow(
  db: Db,
  table: OwnedTable,
  userId: string,
  id: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ deleted_at: now })
    .where(liveRow(userId, id))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes for good every row deleted at or before `cutoff`; how many went. */
export async function purgeRowsDeletedBefore(
  db: Db,
  table: OwnedTable,
  cutoff: string,
): Promise<number> {
  const result = await db
    .deleteFrom(table)
    .where('deleted_at', 'is not', null)
    .where('deleted_at', '<=', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
