import { titledFileName } from '@resumio/resume';
import { notFound } from '../../lib/app-error.ts';
import { attachmentDisposition } from '../../lib/attachment-disposition.ts';
import { UNTITLED_LETTER } from '../cover-letters/letter-content.ts';
import type { SentPdf } from './download-sent-resume.ts';
import { findOwnJob } from './find-own-job.ts';
import type { JobDeps } from './job-deps.ts';
import { readSnapshot } from './sent-snapshot.ts';

/**
 * The cover letter as it was sent with the application, on the letterhead of the resume sent
 * with it: both come from the frozen snapshot, so later edits of either change nothing here.
 */
export async function downloadSentLetter(
  deps: JobDeps,
  userId: string,
  id: string,
  signal?: AbortSignal,
): Promise<SentPdf> {
  const job = await findOwnJob(deps.db, userId, id);
  const snapshot = job.sent_snapshot === null ? null : readSnapshot(job.sent_snapshot);
  if (!snapshot?.coverLetter) throw notFound('Sent cover letter');
  const { title, content } = snapshot.coverLetter;
  const body = await deps.renderer.letter(
    'pdf',
    { title, content, resume: snapshot.document },
    { signal, owner: userId, admit: () => deps.renderSlots.acquire(userId) },
  );
  return {
    body,
    contentDisposition: attachmentDisposition(titledFileName(title, 'pdf', UNTITLED_LETTER)),
  };
}
