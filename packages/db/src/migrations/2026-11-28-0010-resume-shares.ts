import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Public resume links (`/r/{slug}`).
 *
 * - `resume_shares`: one row per link ever made. A revoked link keeps its row (so its slug keeps
 *   answering 410 instead of becoming free for someone else's resume); a resume has at most one
 *   live link, enforced by a partial unique index. Only a scrypt hash of the password is kept.
 *   Booleans are integers 0/1 so both dialects read them the same way.
 * - `resume_share_views`: views per link and UTC day (`YYYY-MM-DD`). A counter, nothing else:
 *   no address, agent or referrer is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('resume_shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('resume_id', 'text', (c) => c.notNull().references('resumes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('custom_slug', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'text')
    .addColumn('expires_at', t.timestamp)
    .addColumn('allow_pdf', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('indexable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('revoked_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('resume_shares_live_resume_idx')
    .on('resume_shares')
    .column('resume_id')
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('resume_shares_user_idx')
    .on('resume_shares')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('resume_share_views')
    .addColumn('share_id', 'text', (c) =>
      c.notNull().references('resume_shares.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('resume_share_views_pk', ['share_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resume_share_views').execute();
  await db.schema.dropTable('resume_shares').execute();
}
