import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The file a resume was imported from (PDF, DOCX or LinkedIn export), kept so its owner can
 * download or delete it. One per resume; the bytes live in the database because the app has no
 * file storage port, and a file is at most 10 MB. It goes with its resume (cascade on the purge
 * of a deleted resume) and with its user (cascade on account deletion).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('resume_original_files')
    .addColumn('resume_id', 'text', (c) =>
      c.primaryKey().references('resumes.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('content', t.postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('resume_original_files_user_idx')
    .on('resume_original_files')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resume_original_files').execute();
}
