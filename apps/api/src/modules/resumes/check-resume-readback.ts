import { ReadbackQuerySchema, type ReadbackReport } from '@resumio/contract/resumes';
import { validate } from '../../lib/validate.ts';
import { findOwnResume } from './get-resume.ts';
import type { ResumeDeps } from './resume-deps.ts';
import { storedDocument } from './to-resume-dto.ts';

/**
 * Renders the PDF and reads its text back as an applicant-tracking system would, for the
 * editor's "ATS readability" panel. Any template may be checked: like the preview, trying a
 * template is free, only its export is premium.
 */
export async function checkResumeReadback(
  deps: ResumeDeps,
  userId: string,
  id: string,
  query: unknown,
): Promise<ReadbackReport> {
  const { templateId } = validate(ReadbackQuerySchema, query);
  const document = storedDocument(await findOwnResume(deps, userId, id));
  const { renderPdfDocument, checkReadback } = await import('@resumio/resume/render');
  return deps.renderSlots.run(async () => {
    const { bytes } = await renderPdfDocument(document, templateId ? { templateId } : {});
    const result = await checkReadback(bytes, document);
    return {
      ok: result.ok,
      score: result.score,
      fields: result.fields,
      missing: result.missing,
      outOfOrder: result.outOfOrder,
      pageCount: result.pageCount,
    };
  });
}
