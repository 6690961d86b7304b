import type { ListResumesQuery } from '@resumio/contract/resumes';
import type { Database, ResumesTable } from '@resumio/db';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  liveRow,
  liveRowAtVersion,
  liveRowsOf,
  nextVersion,
  purgeRowsDeletedBefore,
  restorableRow,
  softDeleteRow,
} from '../../lib/owned-rows.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type ResumeRow = ResumesTable;
export type ResumeSummaryRow = Omit<ResumeRow, 'document' | 'search_text' | 'user_id'>;
/** The columns a write derives from the document. */
export type ResumeContent = Pick<
  ResumeRow,
  'title' | 'template_id' | 'name' | 'headline' | 'search_text' | 'document'
>;

const summaryColumns = [
  'id',
  'title',
  'template_id',
  'name',
  'headline',
  'version',
  'created_at',
  'updated_at',
  'deleted_at',
  'tailored_source_id',
  'tailored_job_title',
  'tailored_company',
  'tailored_job_description',
] as const;

export async function findResume(
  db: Db,
  userId: string,
  id: string,
): Promise<ResumeRow | undefined> {
  return db.selectFrom('resumes').selectAll().where(liveRow(userId, id)).executeTakeFirst();
}

/** What identifies a revision, without the document: cheap even for the largest resume. */
export async function findResumeRevision(
  db: Db,
  userId: string,
  id: string,
): Promise<Pick<ResumeRow, 'id' | 'version' | 'template_id'> | undefined> {
  return db
    .selectFrom('resumes')
    .select(['id', 'version', 'template_id'])
    .where(liveRow(userId, id))
    .executeTakeFirst();
}

// `\` escapes LIKE's wildcards in the user's text; both dialects accept the same ESCAPE clause.
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function liveResumesOf(db: Db, userId: string, search: string | undefined) {
  let query = db.selectFrom('resumes').where(liveRowsOf(userId));
  if (search)
    query = query.where(sql<boolean>`search_text like ${likePattern(search)} escape '\\'`);
  return query;
}

export async function listResumeSummaries(
  db: Db,
  userId: string,
  options: { sort: ListResumesQuery['sort']; search?: string; offset: number; limit: number },
): Promise<ResumeSummaryRow[]> {
  let query = liveResumesOf(db, userId, options.search).select(summaryColumns);
  switch (options.sort) {
    case 'updated_asc':
      query = query.orderBy('updated_at', 'asc');
      break;
    case 'title_asc':
      query = query.orderBy(sql`lower(title)`, 'asc');
      break;
    case 'title_desc':
      query = query.orderBy(sql`lower(title)`, 'desc');
      break;
    case 'created_desc':
      query = query.orderBy('created_at', 'desc');
      break;
    case 'updated_desc':
      query = query.orderBy('updated_at', 'desc');
      break;
  }
  // A unique last key keeps pages stable when timestamps or titles tie.
  return query.orderBy('id', 'asc').limit(options.limit).offset(options.offset).execute();
}

export async function countResumes(db: Db, userId: string, search?: string): Promise<number> {
  const row = await liveResumesOf(db, userId, search)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertResume(db: Db, row: ResumeRow): Promise<void> {
  await db.insertInto('resumes').values(row).execute();
}

/** Writes only if the stored version is still `version`; undefined when it is not (or absent). */
export async function updateResumeAtVersion(
  db: Db,
  userId: string,
  id: string,
  version: number,
  content: ResumeContent & { updated_at: string },
): Promise<ResumeRow | undefined> {
  return db
    .updateTable('resumes')
    .set({ ...content, version: nextVersion })
    .where(liveRowAtVersion(userId, id, version))
    .returningAll()
    .executeTakeFirst();
}

export async function softDeleteResume(
  db: Db,
  userId: string,
  id: string,
  now: string,
): Promise<boolean> {
  return softDeleteRow(db, 'resumes', userId, id, now);
}

export async function findRestorableResume(
  db: Db,
  userId: string,
  id: string,
  deletedAfter: string,
): Promise<ResumeRow | undefined> {
  return db
    .selectFrom('resumes')
    .selectAll()
    .where(restorableRow(userId, id, deletedAfter))
    .executeTakeFirst();
}

export async function undeleteResume(
  db: Db,
  userId: string,
  id: string,
  deletedAfter: string,
): Promise<ResumeRow | undefined> {
  return db
    .updateTable('resumes')
    .set({ deleted_at: null })
    .where(restorableRow(userId, id, deletedAfter))
    .returningAll()
    .executeTakeFirst();
}

export async function deleteResumesDeletedBefore(db: Db, cutoff: string): Promise<number> {
  // Tailored copies of the resumes going away forget their source (the column has no foreign key).
  await db
    .updateTable('resumes')
    .set({ tailored_source_id: null })
    .where('tailored_source_id', 'in', (eb) =>
      eb
        .selectFrom('resumes as source')
        .select('source.id')
        .where('source.deleted_at', 'is not', null)
        .where('source.deleted_at', '<=', cutoff),
    )
    .execute();
  return purgeRowsDeletedBefore(db, 'resumes', cutoff);
}
