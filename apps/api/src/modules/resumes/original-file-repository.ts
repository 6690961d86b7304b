import type { Database, ResumeOriginalFilesTable } from '@resumio/db';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

export type OriginalFileRow = Omit<ResumeOriginalFilesTable, 'content'>;

const META = [
  'resume_original_files.resume_id',
  'resume_original_files.user_id',
  'resume_original_files.file_name',
  'resume_original_files.format',
  'resume_original_files.byte_size',
  'resume_original_files.created_at',
] as const;

/**
 * The original of the user's live resume. Both tables are filtered by the user's id, and a
 * resume in the trash shows none (its original returns with it if it is restored).
 */
function ownOriginal(db: Db, userId: string, resumeId: string) {
  return db
    .selectFrom('resume_original_files')
    .innerJoin('resumes', 'resumes.id', 'resume_original_files.resume_id')
    .where('resume_original_files.resume_id', '=', resumeId)
    .where('resume_original_files.user_id', '=', userId)
    .where('resumes.user_id', '=', userId)
    .where('resumes.deleted_at', 'is', null);
}

/** True when the resume is the user's and not in the trash. */
export async function ownsLiveResume(db: Db, userId: string, resumeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('resumes')
    .select('id')
    .where('id', '=', resumeId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findOriginalFile(
  db: Db,
  userId: string,
  resumeId: string,
): Promise<OriginalFileRow | undefined> {
  return ownOriginal(db, userId, resumeId).select(META).executeTakeFirst();
}

export async function readOriginalFile(
  db: Db,
  userId: string,
  resumeId: string,
): Promise<ResumeOriginalFilesTable | undefined> {
  return ownOriginal(db, userId, resumeId)
    .select([...META, 'resume_original_files.content'])
    .executeTakeFirst();
}

/**
 * Keeps `row` as the original of the user's live resume, replacing one kept before. False when
 * the resume is not the user's (or is in the trash): nothing is written then.
 */
export async function saveOriginalFile(db: Db, row: ResumeOriginalFilesTable): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const resume = await trx
      .selectFrom('resumes')
      .select('id')
      .where('id', '=', row.resume_id)
      .where('user_id', '=', row.user_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!resume) return false;
    await trx
      .deleteFrom('resume_original_files')
      .where('resume_id', '=', row.resume_id)
      .where('user_id', '=', row.user_id)
      .execute();
    await trx.insertInto('resume_original_files').values(row).execute();
    return true;
  });
}

export async function deleteOriginalFile(
  db: Db,
  userId: string,
  resumeId: string,
): Promise<boolean> {
  // Only a live resume's original: the same rows the owner can see.
  if (!(await findOriginalFile(db, userId, resumeId))) return false;
  const result = await db
    .deleteFrom('resume_original_files')
    .where('resume_id', '=', resumeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
