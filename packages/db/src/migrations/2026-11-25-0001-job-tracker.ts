import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Job application tracker.
 *
 * - `job_applications`: one row per application. Tags, contacts and the "as sent" snapshot are
 *   JSON text like every other JSON column here. Calendar days (applied, deadline, follow-up) are
 *   `YYYY-MM-DD` text on both dialects: a deadline is a day, not an instant, so a timestamp type
 *   would shift it with the server's time zone. The next interview is an instant. `stage_id` names
 *   a stage of the user's board (ids are stable across renames); `position` orders a column.
 *   `resume_id` and `cover_letter_id` carry no foreign key: a purged resume must not take the
 *   application with it, and the snapshot keeps what was sent anyway.
 * - `job_events`: the timeline (creation, stage changes, notes, snapshots, imports), removed with
 *   its application.
 * - `job_boards`: the user's stages in column order, absent until the user first changes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('stage_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('remote_policy', 'text')
    .addColumn('salary_min', 'integer')
    .addColumn('salary_max', 'integer')
    .addColumn('salary_currency', 'text')
    .addColumn('salary_period', 'text')
    .addColumn('posting_url', 'text')
    .addColumn('source', 'text')
    .addColumn('job_description', 'text')
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('applied_on', 'text')
    .addColumn('deadline_on', 'text')
    .addColumn('follow_up_on', 'text')
    .addColumn('next_interview_at', t.timestamp)
    .addColumn('contacts', 'text', (c) => c.notNull())
    .addColumn('resume_id', 'text')
    .addColumn('cover_letter_id', 'text')
    .addColumn('sent_snapshot', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('deleted_at', t.timestamp)
    .execute();
  // The list and the per-user count read one user's live rows.
  await db.schema
    .createIndex('job_applications_user_idx')
    .on('job_applications')
    .columns(['user_id', 'deleted_at'])
    .execute();
  // A move renumbers one column of one board.
  await db.schema
    .createIndex('job_applications_stage_idx')
    .on('job_applications')
    .columns(['user_id', 'stage_id', 'position'])
    .execute();

  await db.schema
    .createTable('job_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('job_id', 'text', (c) =>
      c.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('at', t.timestamp, (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('from_stage_id', 'text')
    .addColumn('to_stage_id', 'text')
    .execute();
  await db.schema
    .createIndex('job_events_job_at_idx')
    .on('job_events')
    .columns(['job_id', 'at'])
    .execute();

  await db.schema
    .createTable('job_boards')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('stages', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_boards').execute();
  await db.schema.dropTable('job_events').execute();
  await db.schema.dropTable('job_applications').execute();
}
