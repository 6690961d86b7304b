import { notFound } from '../../lib/app-error.ts';
import { findOwnJob } from './find-own-job.ts';
import type { JobDeps } from './job-deps.ts';
import { deleteNote } from './repository.ts';

/** Removes one of the application's notes; automatic events (stage changes…) stay. */
export async function deleteJobNote(
  deps: JobDeps,
  userId: string,
  id: string,
  eventId: string,
): Promise<void> {
  const job = await findOwnJob(deps.db, userId, id);
  if (!(await deleteNote(deps.db, userId, job.id, eventId))) throw notFound('Note');
}
