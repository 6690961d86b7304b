import type { Database } from '@resumio/db';
import type { Transaction } from 'kysely';
import { findCoverLetter } from '../cover-letters/repository.ts';
import { storedContent } from '../cover-letters/to-letter-dto.ts';
import { findResume } from '../resumes/repository.ts';
import { storedDocument } from '../resumes/to-resume-dto.ts';
import { utcDay } from './day-range.ts';
import { newEventId } from './new-event-id.ts';
import type { JobEventRow, JobRow } from './repository.ts';
import { writeSnapshot } from './sent-snapshot.ts';

export interface PhaseEntry {
  changes: Partial<Pick<JobRow, 'applied_on' | 'sent_snapshot'>>;
  events: JobEventRow[];
}

/**
 * What entering the applied phase does to an application, inside the transaction of the move:
 * the applied day is set when missing, and with a resume linked and nothing frozen yet, the
 * resume is frozen as sent (document with its template and design, title, job description, cover
 * letter). Later edits of the resume change the resume, never what was sent.
 */
export async function enterAppliedPhase(
  trx: Transaction<Database>,
  userId: string,
  job: Pick<
    JobRow,
    'id' | 'resume_id' | 'cover_letter_id' | 'job_description' | 'sent_snapshot' | 'applied_on'
  >,
  now: Date,
): Promise<PhaseEntry> {
  const entry: PhaseEntry = { changes: {}, events: [] };
  if (job.applied_on === null) entry.changes.applied_on = utcDay(now);
  if (job.resume_id === null || job.sent_snapshot !== null) return entry;

  // A resume deleted since it was linked leaves nothing to freeze.
  const resume = await findResume(trx, userId, job.resume_id);
  if (!resume) return entry;
  const at = now.toISOString();
  // A letter deleted since it was linked is not frozen; its id still says which one it was.
  const letter = job.cover_letter_id
    ? await findCoverLetter(trx, userId, job.cover_letter_id)
    : undefined;
  entry.changes.sent_snapshot = writeSnapshot({
    takenAt: at,
    resumeId: resume.id,
    resumeTitle: resume.title,
    coverLetterId: job.cover_letter_id,
    jobDescription: job.job_description,
    document: storedDocument(resume),
    ...(letter ? { coverLetter: { title: letter.title, content: storedContent(letter) } } : {}),
  });
  entry.events.push({
    id: newEventId(now.getTime()),
    job_id: job.id,
    user_id: userId,
    kind: 'snapshot',
    at,
    text: '',
    from_stage_id: null,
    to_stage_id: null,
  });
  return entry;
}
