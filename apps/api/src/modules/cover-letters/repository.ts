import type { ListCoverLettersQuery } from '@resumio/contract/cover-letters';
import type { CoverLettersTable, Database } from '@resumio/db';
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
export type CoverLetterRow = CoverLettersTable;

/** What the linked resume adds to a letter: its id and title while it is live, else nulls. */
export interface LinkedResume {
  linked_resume_id: string | null;
  linked_resume_title: string | null;
}

/** A stored letter with its live resume (a deleted or purged one reads as none). */
export type CoverLetterRecord = CoverLetterRow & LinkedResume;
export type CoverLetterSummaryRecord = Pick<
  CoverLetterRow,
  | 'id'
  | 'title'
  | 'job_title'
  | 'company'
  | 'tone'
  | 'length'
  | 'word_count'
  | 'version'
  | 'created_at'
  | 'updated_at'
> &
  LinkedResume;

/** The columns a write derives from the letter. */
export type CoverLetterContentColumns = Pick<
  CoverLetterRow,
  'title' | 'job_title' | 'company' | 'content' | 'flags' | 'word_count' | 'search_text'
>;

const summaryColumns = [
  'l.id',
  'l.title',
  'l.job_title',
  'l.company',
  'l.tone',
  'l.length',
  'l.word_count',
  'l.version',
  'l.created_at',
  'l.updated_at',
] as const;

/**
 * The user's letters with their resume, joined only while that resume is the user's and live:
 * a deleted resume answers null without any write to its letters.
 */
function lettersWithResume(db: Db) {
  return db
    .selectFrom('cover_letters as l')
    .leftJoin('resumes as r', (join) =>
      join
        .onRef('r.id', '=', 'l.resume_id')
        .onRef('r.user_id', '=', 'l.user_id')
        .on('r.deleted_at', 'is', null),
    )
    .select(['r.id as linked_resume_id', 'r.title as linked_resume_title']);
}

export async function findCoverLetter(
  db: Db,
  userId: string,
  id: string,
): Promise<CoverLetterRecord | undefined> {
  return lettersWithResume(db)
    .selectAll('l')
    .where('l.id', '=', id)
    .where('l.user_id', '=', userId)
    .where('l.deleted_at', 'is', null)
    .executeTakeFirst();
}

// `\` escapes LIKE's wildcards in the user's text; both dialects accept the same ESCAPE clause.
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listCoverLetterSummaries(
  db: Db,
  userId: string,
  options: { sort: ListCoverLettersQuery['sort']; search?: string; offset: number; limit: number },
): Promise<CoverLetterSummaryRecord[]> {
  let query = lettersWithResume(db)
    .select(summaryColumns)
    .where('l.user_id', '=', userId)
    .where('l.deleted_at', 'is', null);
  if (options.search) {
    query = query.where(
      sql<boolean>`l.search_text like ${likePattern(options.search)} escape '\\'`,
    );
  }
  switch (options.sort) {
    case 'updated_asc':
      query = query.orderBy('l.updated_at', 'asc');
      break;
    case 'title_asc':
      query = query.orderBy(sql`lower(l.title)`, 'asc');
      break;
    case 'title_desc':
      query = query.orderBy(sql`lower(l.title)`, 'desc');
      break;
    case 'created_desc':
      query = query.orderBy('l.created_at', 'desc');
      break;
    case 'updated_desc':
      query = query.orderBy('l.updated_at', 'desc');
      break;
  }
  // A unique last key keeps pages stable when timestamps or titles tie.
  return query.orderBy('l.id', 'asc').limit(options.limit).offset(options.offset).execute();
}

export async function countCoverLetters(db: Db, userId: string, search?: string): Promise<number> {
  let query = db.selectFrom('cover_letters').where(liveRowsOf(userId));
  if (search) {
    query = query.where(sql<boolean>`search_text like ${likePattern(search)} escape '\\'`);
  }
  const row = await query
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertCoverLetter(db: Db, row: CoverLetterRow): Promise<void> {
  await db.insertInto('cover_letters').values(row).execute();
}

export type CoverLetterChanges = Partial<CoverLetterContentColumns> &
  Partial<Pick<CoverLetterRow, 'tone' | 'length'>> & { updated_at: string };

/** Writes only if the stored version is still `version`; false when it is not (or absent). */
export async function updateCoverLetterAtVersion(
  db: Db,
  userId: string,
  id: string,
  version: number,
  changes: CoverLetterChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('cover_letters')
    .set({ ...changes, version: nextVersion })
    .where(liveRowAtVersion(userId, id, version))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the user has a live letter with this id (for links from other records). */
export async function coverLetterExists(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('cover_letters')
    .select('id')
    .where(liveRow(userId, id))
    .executeTakeFirst();
  return row !== undefined;
}

export async function softDeleteCoverLetter(
  db: Db,
  userId: string,
  id: string,
  now: string,
): Promise<boolean> {
  return softDeleteRow(db, 'cover_letters', userId, id, now);
}

export async function findRestorableCoverLetter(
  db: Db,
  userId: string,
  id: string,
  deletedAfter: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('cover_letters')
    .select('id')
    .where(restorableRow(userId, id, deletedAfter))
    .executeTakeFirst();
  return row !== undefined;
}

export async function undeleteCoverLetter(
  db: Db,
  userId: string,
  id: string,
  deletedAfter: string,
): Promise<boolean> {
  const result = await db
    .updateTable('cover_letters')
    .set({ deleted_at: null })
    .where(restorableRow(userId, id, deletedAfter))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCoverLettersDeletedBefore(db: Db, cutoff: string): Promise<number> {
  return purgeRowsDeletedBefore(db, 'cover_letters', cutoff);
}
