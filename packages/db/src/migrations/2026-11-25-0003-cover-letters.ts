import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Cover letters.
 *
 * - `content` is the letter (date, recipient, greeting, blocks of formatted text, closing,
 *   signature), `addressed` the posting's requirements it speaks to and `flags` the truthfulness
 *   guard's findings at the last save: all JSON text, like every other JSON column here.
 * - `job_title`, `company` and `word_count` are copied out of the content so a list never loads
 *   it; `search_text` holds title, company and job title folded to lower case without accents
 *   (neither dialect's lower() folds non-ASCII letters the same way), as for resumes.
 * - `resume_id` names the resume the letter was written from (its letterhead and the facts it is
 *   checked against). It carries no foreign key: a purged resume must not take its letters with
 *   it, and a deleted one is read as "no resume" by a join on live rows.
 * - `version` grows by one on every write (optimistic locking); deleted rows stay restorable for
 *   a while, then are purged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('cover_letters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('resume_id', 'text')
    .addColumn('job_title', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('job_description', 'text', (c) => c.notNull())
    .addColumn('tone', 'text', (c) => c.notNull())
    .addColumn('length', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('addressed', 'text', (c) => c.notNull())
    .addColumn('flags', 'text', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('deleted_at', t.timestamp)
    .execute();
  // The list: one user's live letters, newest edit first (the other sorts read the same rows).
  await db.schema
    .createIndex('cover_letters_user_list_idx')
    .on('cover_letters')
    .columns(['user_id', 'deleted_at', 'updated_at'])
    .execute();
  // The purge of expired deletions reads only the few deleted rows.
  await db.schema
    .createIndex('cover_letters_deleted_at_idx')
    .on('cover_letters')
    .column('deleted_at')
    .where(sql.ref('deleted_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cover_letters').execute();
}
