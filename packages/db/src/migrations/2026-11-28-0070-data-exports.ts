import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * "Export everything" as a ZIP prepared in the background (decision 056).
 *
 * `data_exports`: one row per export a user started. `status` is `preparing`, `ready`, `failed`
 * or `expired`; `progress_done`/`progress_total` count the files written; `heartbeat_at` is
 * moved on while an instance works on it, so an export whose instance stopped is found and
 * marked failed. A ready file is kept until `expires_at` (24 hours), then its parts are deleted
 * and the row stays as `expired`, so its link answers 410 rather than 404.
 *
 * `data_export_parts`: the ZIP's bytes, in order, in parts of about a megabyte: the file is
 * written and read back a part at a time, never held whole in memory. The app has no file storage
 * port, so bytes live in the database (as `resume_original_files` do).
 *
 * Both go with their user (cascade on account deletion) and parts with their export.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('byte_size', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('heartbeat_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .addColumn('expires_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('data_exports_user_idx')
    .on('data_exports')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('data_export_parts')
    .addColumn('export_id', 'text', (c) =>
      c.notNull().references('data_exports.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('content', t.postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_export_parts_pk', ['export_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('data_export_parts_user_idx')
    .on('data_export_parts')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_export_parts').execute();
  await db.schema.dropTable('data_exports').execute();
}
