import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Resumes. The document is JSON kept as text on both dialects (like every other JSON column
 * here), so the application reads and writes it the same way everywhere; title, template, name
 * and headline are copied out of it so a list never loads documents. `search_text` holds those
 * three folded to lower case without accents, because neither dialect's lower()/ILIKE folds
 * non-ASCII letters the same way. `version` grows by one on every write (optimistic locking).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('resumes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('deleted_at', t.timestamp)
    .execute();
  // The list: one user's live resumes, newest edit first.
  await db.schema
    .createIndex('resumes_user_list_idx')
    .on('resumes')
    .columns(['user_id', 'deleted_at', 'updated_at'])
    .execute();
  // The purge of expired deletions reads only the few deleted rows.
  await db.schema
    .createIndex('resumes_deleted_at_idx')
    .on('resumes')
    .column('deleted_at')
    .where(sql.ref('deleted_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resumes').execute();
}
