import type { Database, DialectName, JobApplicationsTable, JobEventsTable } from '@resumio/db';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  deletedRow,
  liveRowAtVersion,
  liveRowsOf,
  nextVersion,
  purgeRowsDeletedBefore,
  restorableRow,
  softDeleteRow,
} from '../../lib/owned-rows.ts';
import { SNAPSHOT_DOCUMENT_KEY } from './sent-snapshot.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type JobRow = JobApplicationsTable;
export type JobEventRow = JobEventsTable;
/** A row without its job description (up to 30,000 characters), as lists read it. */
export type JobSummaryRow = Omit<JobRow, 'job_description'> & { has_job_description: boolean };
/** What analytics reads of an application. */
export type JobFactsRow = Pick<
  JobRow,
  'id' | 'stage_id' | 'source' | 'resume_id' | 'applied_on' | 'created_at'
>;
/** What analytics reads of a stage change. */
export type StageEventRow = Pick<JobEventRow, 'job_id' | 'kind' | 'at' | 'to_stage_id'>;

export interface CreatedRange {
  /** ISO instants: created at or after `from`, before `until`. */
  from?: string | undefined;
  until?: string | undefined;
}

/** Both dialects: 1 when a description is stored, without reading it. */
const hasDescription = sql<number>`case when job_description is null then 0 else 1 end`;

/**
 * The summary at the head of `sent_snapshot`, without the resume document and letter written
 * after it (see sent-snapshot.ts): a list of 2,000 applications, each sent with a resume, would
 * otherwise read every document sent with them. Closed again as a JSON object; a snapshot
 * without a document is read whole.
 */
function sentSnapshotHead(dialect: DialectName) {
  const at =
    dialect === 'postgres'
      ? sql<number>`strpos(sent_snapshot, ${SNAPSHOT_DOCUMENT_KEY})`
      : sql<number>`instr(sent_snapshot, ${SNAPSHOT_DOCUMENT_KEY})`;
  return sql<
    string | null
  >`case when ${at} > 0 then substr(sent_snapshot, 1, ${at} - 1) || '}' else sent_snapshot end`;
}

function liveJobsOf(db: Db, userId: string) {
  return db.selectFrom('job_applications').where(liveRowsOf(userId));
}

export async function findJob(db: Db, userId: string, id: string): Promise<JobRow | undefined> {
  return liveJobsOf(db, userId).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listLiveJobs(db: Db, userId: string): Promise<JobRow[]> {
  return liveJobsOf(db, userId).selectAll().execute();
}

/** The notes on the user's live applications, oldest first. */
export async function listNotes(db: Db, userId: string): Promise<JobEventRow[]> {
  const rows = await db
    .selectFrom('job_events as e')
    .innerJoin('job_applications as j', 'j.id', 'e.job_id')
    .selectAll('e')
    .where('j.user_id', '=', userId)
    .where('j.deleted_at', 'is', null)
    .where('e.kind', '=', 'note')
    .execute();
  return rows.sort((a, b) => (a.at === b.at ? (a.id < b.id ? -1 : 1) : a.at < b.at ? -1 : 1));
}

export async function findJobs(db: Db, userId: string, ids: string[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  return liveJobsOf(db, userId).selectAll().where('id', 'in', ids).execute();
}

export async function listJobSummaries(
  db: Db,
  dialect: DialectName,
  userId: string,
  filter: CreatedRange & { stageId?: string | undefined },
): Promise<JobSummaryRow[]> {
  let query = liveJobsOf(db, userId).select([
    'id',
    'user_id',
    'version',
    'stage_id',
    'position',
    'company',
    'role',
    'location',
    'remote_policy',
    'salary_min',
    'salary_max',
    'salary_currency',
    'salary_period',
    'posting_url',
    'source',
    'priority',
    'tags',
    'applied_on',
    'deadline_on',
    'follow_up_on',
    'next_interview_at',
    'contacts',
    'resume_id',
    'cover_letter_id',
    sentSnapshotHead(dialect).as('sent_snapshot'),
    'created_at',
    'updated_at',
    'deleted_at',
    hasDescription.as('has_job_description'),
  ]);
  if (filter.stageId) query = query.where('stage_id', '=', filter.stageId);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.until) query = query.where('created_at', '<', filter.until);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    has_job_description: Number(row.has_job_description) === 1,
  }));
}

export async function listJobFacts(
  db: Db,
  userId: string,
  range: CreatedRange,
): Promise<JobFactsRow[]> {
  let query = liveJobsOf(db, userId).select([
    'id',
    'stage_id',
    'source',
    'resume_id',
    'applied_on',
    'created_at',
  ]);
  if (range.from) query = query.where('created_at', '>=', range.from);
  if (range.until) query = query.where('created_at', '<', range.until);
  return query.execute();
}

/** The stage history of the user's live applications (creation, import and stage events). */
export async function listStageEvents(
  db: Db,
  userId: string,
  range: CreatedRange,
): Promise<StageEventRow[]> {
  let query = db
    .selectFrom('job_events as e')
    .innerJoin('job_applications as j', 'j.id', 'e.job_id')
    .select(['e.job_id', 'e.kind', 'e.at', 'e.to_stage_id'])
    .where('j.user_id', '=', userId)
    .where('j.deleted_at', 'is', null)
    .where('e.kind', 'in', ['created', 'imported', 'stage']);
  if (range.from) query = query.where('j.created_at', '>=', range.from);
  if (range.until) query = query.where('j.created_at', '<', range.until);
  return query.execute();
}

/** Titles of the user's resumes by id, deleted ones included while they exist. */
export async function listResumeTitles(
  db: Db,
  userId: string,
  ids: string[],
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('resumes')
      .select(['id', 'title'])
      .where('user_id', '=', userId)
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) titles.set(row.id, row.title);
  }
  return titles;
}

/** Live applications plus deleted ones still restorable: what the per-user cap counts. */
export async function countHeldJobs(db: Db, userId: string, deletedAfter: string): Promise<number> {
  const row = await db
    .selectFrom('job_applications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('deleted_at', 'is', null), eb('deleted_at', '>', deletedAfter)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Live applications per stage. */
export async function countLiveJobsByStage(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await liveJobsOf(db, userId)
    .select((eb) => ['stage_id', eb.fn.countAll<string | number>().as('count')])
    .groupBy('stage_id')
    .execute();
  return new Map(rows.map((row) => [row.stage_id, Number(row.count)]));
}

/** A stage's live cards, top first. */
export async function listColumn(
  db: Db,
  userId: string,
  stageId: string,
): Promise<{ id: string; position: number }[]> {
  return liveJobsOf(db, userId)
    .select(['id', 'position'])
    .where('stage_id', '=', stageId)
    .orderBy('position', 'asc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** The position after a stage's last live card (0 for an empty stage). */
export async function nextPosition(db: Db, userId: string, stageId: string): Promise<number> {
  const row = await liveJobsOf(db, userId)
    .select((eb) => eb.fn.max('position').as('last'))
    .where('stage_id', '=', stageId)
    .executeTakeFirst();
  return row?.last == null ? 0 : Number(row.last) + 1;
}

export async function insertJobs(db: Db, rows: JobRow[]): Promise<void> {
  // Chunks keep each statement under both dialects' parameter limits.
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('job_applications')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

export type JobChanges = Partial<Omit<JobRow, 'id' | 'user_id' | 'version' | 'created_at'>> & {
  updated_at: string;
};

/** Writes only if the stored version is still `version`; undefined when it is not (or absent). */
export async function updateJobAtVersion(
  db: Db,
  userId: string,
  id: string,
  version: number,
  changes: JobChanges,
): Promise<JobRow | undefined> {
  return db
    .updateTable('job_applications')
    .set({ ...changes, version: nextVersion })
    .where(liveRowAtVersion(userId, id, version))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Sets the position of several cards in one statement per chunk. Neighbours' versions stay as
 * they are: their own fields did not change, and bumping them would turn a drag on the board into
 * conflicts for whoever is editing those cards.
 */
export async function setPositions(
  db: Db,
  userId: string,
  positions: { id: string; position: number }[],
): Promise<void> {
  for (let i = 0; i < positions.length; i += 250) {
    const chunk = positions.slice(i, i + 250);
    const cases = sql.join(
      chunk.map((p) => sql`when ${p.id} then cast(${p.position} as integer)`),
      sql` `,
    );
    await db
      .updateTable('job_applications')
      .set({ position: sql<number>`case id ${cases} end` })
      .where('user_id', '=', userId)
      .where(
        'id',
        'in',
        chunk.map((p) => p.id),
      )
      .execute();
  }
}

export async function softDeleteJob(
  db: Db,
  userId: string,
  id: string,
  now: string,
): Promise<boolean> {
  return softDeleteRow(db, 'job_applications', userId, id, now);
}

export async function findRestorableJob(
  db: Db,
  userId: string,
  id: string,
  deletedAfter: string,
): Promise<JobRow | undefined> {
  return db
    .selectFrom('job_applications')
    .selectAll()
    .where(restorableRow(userId, id, deletedAfter))
    .executeTakeFirst();
}

export async function undeleteJob(
  db: Db,
  userId: string,
  id: string,
  place: { stage_id: string; position: number; updated_at: string },
): Promise<JobRow | undefined> {
  return db
    .updateTable('job_applications')
    .set({ ...place, deleted_at: null, version: nextVersion })
    .where(deletedRow(userId, id))
    .returningAll()
    .executeTakeFirst();
}

export async function deleteJobsDeletedBefore(db: Db, cutoff: string): Promise<number> {
  return purgeRowsDeletedBefore(db, 'job_applications', cutoff);
}

export async function insertEvents(db: Db, events: JobEventRow[]): Promise<void> {
  for (let i = 0; i < events.length; i += 300) {
    await db
      .insertInto('job_events')
      .values(events.slice(i, i + 300))
      .execute();
  }
}

export async function listEvents(db: Db, jobId: string): Promise<JobEventRow[]> {
  return db.selectFrom('job_events').selectAll().where('job_id', '=', jobId).execute();
}

/** Removes a note of the user's application; false when there is no such note. */
export async function deleteNote(
  db: Db,
  userId: string,
  jobId: string,
  eventId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('job_events')
    .where('id', '=', eventId)
    .where('job_id', '=', jobId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'note')
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function findBoardStages(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('job_boards')
    .select('stages')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.stages;
}

export async function saveBoardStages(
  db: Db,
  userId: string,
  stages: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('job_boards')
    .values({ user_id: userId, stages, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ stages, updated_at: now }))
    .execute();
}
