import { resumeFileName } from '@resumio/resume';
import { notFound } from '../../lib/app-error.ts';
import { attachmentDisposition } from '../../lib/attachment-disposition.ts';
import { findOwnJob } from './find-own-job.ts';
import type { JobDeps } from './job-deps.ts';
import { readSnapshot } from './sent-snapshot.ts';

export interface SentPdf {
  body: Buffer;
  contentDisposition: string;
}

/**
 * The resume as it was sent with the application, rendered again from the frozen document
 * (its template and design included) through the same renderer, queue and per-user slots as
 * every export. A snapshot never changes, so its take time names its revision for the cache.
 */
export async function downloadSentResume(
  deps: JobDeps,
  userId: string,
  id: string,
  signal?: AbortSignal,
): Promise<SentPdf> {
  const job = await findOwnJob(deps.db, userId, id);
  if (job.sent_snapshot === null) throw notFound('Sent resume');
  const { document, takenAt } = readSnapshot(job.sent_snapshot);
  const pdf = await deps.renderer.pdf(
    document,
    { revision: `sent:${job.id}@${takenAt}` },
    { signal, owner: userId, admit: () => deps.renderSlots.acquire(userId) },
  );
  return {
    body: pdf.bytes,
    contentDisposition: attachmentDisposition(resumeFileName(document, 'pdf')),
  };
}
