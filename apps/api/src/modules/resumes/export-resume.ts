import {
  type ExportFormat,
  type ExportQuery,
  exportContentTypes,
  exportNeedsPremium,
} from '@resumio/contract/resumes';
import { type Resume, resolveSettings, resumeFileName, type TemplateId } from '@resumio/resume';
import { AppError } from '../../lib/app-error.ts';
import { attachmentDisposition } from '../../lib/attachment-disposition.ts';
import { assertPremium } from '../billing/assert-premium.ts';
import { findOwnResume } from './get-resume.ts';
import type { ResumeDeps } from './resume-deps.ts';
import { refuseKnownTooLong } from './render-precheck.ts';
import { storedDocument } from './to-resume-dto.ts';

export interface ExportedResume {
  body: Buffer;
  contentType: string;
  contentDisposition: string;
  /** PDF only: the read-back score of this very file, 0–100. */
  readability?: number;
}

function withTemplate(document: Resume, templateId: TemplateId): Resume {
  const settings = resolveSettings(document);
  return settings.templateId === templateId
    ? document
    : { ...document, resumio: { ...settings, templateId } };
}

async function render(
  deps: ResumeDeps,
  userId: string,
  document: Resume,
  revision: string,
  format: ExportFormat,
  signal: AbortSignal | undefined,
): Promise<Pick<ExportedResume, 'body' | 'readability'>> {
  const control = { signal, owner: userId, admit: () => deps.renderSlots.acquire(userId) };
  switch (format) {
    case 'pdf': {
      const pdf = await deps.renderer.pdf(document, { revision }, control);
      return { body: pdf.bytes, readability: pdf.readback.score };
    }
    case 'docx':
      return { body: await deps.renderer.docx(document, { revision }, control) };
    default:
      return { body: await deps.renderer.text(format, document, { revision }, control) };
  }
}

/**
 * The resume as a downloadable file. The plan rule is checked after the resume is found (another
 * user's id is 404, never 403) and on the template actually drawn: the resume's own, or the one
 * asked for in the query. `signal` aborts the render when the client leaves.
 */
export async function exportResume(
  deps: ResumeDeps,
  userId: string,
  id: string,
  { format, templateId }: ExportQuery,
  signal?: AbortSignal,
): Promise<ExportedResume> {
  await refuseKnownTooLong(deps, userId, id, format, templateId);
  const row = await findOwnResume(deps, userId, id);
  const revision = `${row.id}@${row.version}`;
  const stored = storedDocument(row);
  const document = withTemplate(stored, templateId ?? resolveSettings(stored).templateId);
  const drawnTemplate = resolveSettings(document).templateId;
  if (exportNeedsPremium(format, drawnTemplate)) {
    await assertPremium(deps.db, userId).catch((error: unknown) => {
      // Say which part of the request is premium, so the editor can offer the free alternative.
      if (!(error instanceof AppError) || error.code !== 'PREMIUM_REQUIRED') throw error;
      throw new AppError(error.code, error.message, {
        ...(error.details as object),
        format,
        templateId: drawnTemplate,
      });
    });
  }

  const { body, readability } = await render(deps, userId, document, revision, format, signal);
  return {
    body,
    readability,
    contentType: exportContentTypes[format],
    contentDisposition: attachmentDisposition(resumeFileName(document, format)),
  };
}
