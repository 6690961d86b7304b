import type { ExportFormat } from '@resumio/contract/resumes';
import type { TemplateId } from '@resumio/resume';
import { notFound } from '../../lib/app-error.ts';
import { isResumeId } from './get-resume.ts';
import { findResumeRevision } from './repository.ts';
import type { ResumeDeps } from './resume-deps.ts';
import { knownTemplate } from './to-resume-dto.ts';

/**
 * Refuses a render of a revision already found too long without reading its document: a
 * client repeating the export of a 400 KB resume costs one small query. Also the ownership
 * check (404) for the read that follows.
 */
export async function refuseKnownTooLong(
  deps: ResumeDeps,
  userId: string,
  id: string,
  format: ExportFormat,
  templateId: TemplateId | undefined,
): Promise<void> {
  const head = isResumeId(id) ? await findResumeRevision(deps.db, userId, id) : undefined;
  if (!head) throw notFound('Resume');
  const drawn = templateId ?? knownTemplate(head.template_id);
  deps.renderer.refuseIfKnownTooLong(format, `${head.id}@${head.version}`, drawn);
}
