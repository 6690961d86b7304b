import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

const TAILORED_COLUMNS = [
  'tailored_source_id',
  'tailored_job_title',
  'tailored_company',
  'tailored_job_description',
] as const;

/**
 * Resume enhancement.
 *
 * - `resumes.tailored_*`: what a tailored copy was made for (null on every other resume). The
 *   source id has no foreign key: SQLite cannot drop a column that has one, so `down` could not
 *   undo it; the purge of deleted resumes clears it instead, and a soft-deleted source keeps it
 *   (it can still be restored).
 * - `ai_usage`: language-model requests and tokens per user, UTC day and model, upserted in place
 *   (one row per key), so the daily limit reads one small row.
 * - `tailoring_proposals`: the language model's accepted proposals of a resume's last tailoring,
 *   so a score or a tailored copy applies the same wording without asking the model again. One
 *   row per resume, replaced by each tailoring and removed with the resume.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  // One column per statement: SQLite's ALTER TABLE takes a single action.
  for (const column of TAILORED_COLUMNS) {
    await db.schema.alterTable('resumes').addColumn(column, 'text').execute();
  }
  // The purge finds the copies of the resumes it removes.
  await db.schema
    .createIndex('resumes_tailored_source_idx')
    .on('resumes')
    .column('tailored_source_id')
    .where(sql.ref('tailored_source_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('ai_usage')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // `YYYY-MM-DD` in UTC: the limit resets at midnight UTC on every instance alike.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .addColumn('input_tokens', 'integer', (c) => c.notNull())
    .addColumn('output_tokens', 'integer', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_usage_pkey', ['user_id', 'day', 'model'])
    .execute();

  await db.schema
    .createTable('tailoring_proposals')
    .addColumn('resume_id', 'text', (c) =>
      c.primaryKey().references('resumes.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('resume_version', 'integer', (c) => c.notNull())
    .addColumn('job_hash', 'text', (c) => c.notNull())
    /** The proposals as JSON text, like every JSON column here. */
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tailoring_proposals').execute();
  await db.schema.dropTable('ai_usage').execute();
  // SQLite drops no column that an index names.
  await db.schema.dropIndex('resumes_tailored_source_idx').execute();
  for (const column of [...TAILORED_COLUMNS].reverse()) {
    await db.schema.alterTable('resumes').dropColumn(column).execute();
  }
}
