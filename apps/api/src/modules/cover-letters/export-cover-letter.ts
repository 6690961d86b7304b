import type { CoverLetterExportFormat } from '@resumio/contract/cover-letters';
import { exportContentTypes } from '@resumio/contract/resumes';
import { type LetterDocument, titledFileName } from '@resumio/resume';
import { attachmentDisposition } from '../../lib/attachment-disposition.ts';
import type { CoverLetterDeps } from './cover-letter-deps.ts';
import { findOwnLetter } from './find-own-letter.ts';
import { UNTITLED_LETTER } from './letter-content.ts';
import { linkedResume } from './letter-flags.ts';
import { storedContent } from './to-letter-dto.ts';

export interface ExportedLetter {
  body: Buffer;
  contentType: string;
  contentDisposition: string;
}

/**
 * The letter as a downloadable file on the letterhead of its resume (name, contacts, template
 * and design as that resume has them now), rendered through the same threads, queue and
 * per-user slots as resume exports. The file is named after the letter's title. `signal`
 * aborts the render when the client leaves.
 */
export async function exportCoverLetter(
  deps: CoverLetterDeps,
  userId: string,
  id: string,
  format: CoverLetterExportFormat,
  signal?: AbortSignal,
): Promise<ExportedLetter> {
  const row = await findOwnLetter(deps.db, userId, id);
  const letter: LetterDocument = {
    title: row.title,
    content: storedContent(row),
    resume: await linkedResume(deps.db, userId, row.linked_resume_id),
  };
  const body = await deps.renderer.letter(format, letter, {
    signal,
    owner: userId,
    admit: () => deps.renderSlots.acquire(userId),
  });
  return {
    body,
    contentType: exportContentTypes[format],
    contentDisposition: attachmentDisposition(titledFileName(row.title, format, UNTITLED_LETTER)),
  };
}
