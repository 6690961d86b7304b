import type { ReadbackQuery, ReadbackReport } from '@resumio/contract/resumes';
import { findOwnResume } from './get-resume.ts';
import type { ResumeDeps } from './resume-deps.ts';
import { refuseKnownTooLong } from './render-precheck.ts';
import { storedDocument } from './to-resume-dto.ts';

/**
 * Renders the PDF and reads its text back as an applicant-tracking system would, for the
 * editor's "ATS readability" panel. Any template may be checked: like the preview, trying a
 * template is free, only its export is premium. The render is the export's own, so checking an
 * exported resume (or exporting a checked one) is served from the cache.
 */
export async function checkResumeReadback(
  deps: ResumeDeps,
  userId: string,
  id: string,
  { templateId }: ReadbackQuery,
  signal?: AbortSignal,
): Promise<ReadbackReport> {
  await refuseKnownTooLong(deps, userId, id, 'pdf', templateId);
  const row = await findOwnResume(deps, userId, id);
  const revision = `${row.id}@${row.version}`;
  const { readback } = await deps.renderer.pdf(
    storedDocument(row),
    { templateId, revision },
    { signal, owner: userId, admit: () => deps.renderSlots.acquire(userId) },
  );
  return readback;
}
