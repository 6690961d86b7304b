import type { JobApplicationDetail } from '@resumio/contract/jobs';
import type { Database } from '@resumio/db';
import type { Kysely, Transaction } from 'kysely';
import { notFound } from '../../lib/app-error.ts';
import { findJob, listEvents, type JobRow } from './repository.ts';
import { toJobDetail } from './to-job-dto.ts';

type Db = Kysely<Database> | Transaction<Database>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isJobId(id: string): boolean {
  return UUID.test(id);
}

export const jobNotFound = () => notFound('Application');

/** The user's live application, or 404 — also for another user's id, so ids reveal nothing. */
export async function findOwnJob(db: Db, userId: string, id: string): Promise<JobRow> {
  const row = isJobId(id) ? await findJob(db, userId, id) : undefined;
  if (!row) throw jobNotFound();
  return row;
}

/** The application with its timeline. */
export async function jobDetail(db: Db, row: JobRow): Promise<JobApplicationDetail> {
  return toJobDetail(row, await listEvents(db, row.id));
}
