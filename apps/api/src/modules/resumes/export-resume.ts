import {
  type ExportFormat,
  ExportQuerySchema,
  exportContentTypes,
  exportNeedsPremium,
} from '@resumio/contract/resumes';
import { type Resume, resolveSettings, resumeFileName, type TemplateId } from '@resumio/resume';
import { AppError } from '../../lib/app-error.ts';
import { validate } from '../../lib/validate.ts';
import { findOwnResume } from './get-resume.ts';
import type { ResumeDeps } from './resume-deps.ts';
import { storedDocument } from './to-resume-dto.ts';

export interface ExportedResume {
  body: Buffer;
  contentType: string;
  contentDisposition: string;
  /** PDF only: the read-back score of this very file, 0–100. */
  readability?: number;
}

// Loaded on the first export: react-pdf, docx and pdf.js need not slow every start-up.
const renderers = () => import('@resumio/resume/render');

function withTemplate(document: Resume, templateId: TemplateId): Resume {
  const settings = resolveSettings(document);
  return settings.templateId === templateId
    ? document
    : { ...document, resumio: { ...settings, templateId } };
}

async function render(
  deps: ResumeDeps,
  document: Resume,
  format: ExportFormat,
): Promise<Pick<ExportedResume, 'body' | 'readability'>> {
  const r = await renderers();
  switch (format) {
    case 'pdf':
      return deps.renderSlots.run(async () => {
        const { bytes } = await r.renderPdfDocument(document);
        const report = await r.checkReadback(bytes, document);
        return {
          body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          readability: report.score,
        };
      });
    case 'docx':
      return deps.renderSlots.run(async () => {
        const bytes = await r.renderDocx(document);
        return { body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
      });
    case 'html':
      return { body: Buffer.from(r.renderHtml(document)) };
    case 'md':
      return { body: Buffer.from(r.renderMarkdown(document)) };
    case 'txt':
      return { body: Buffer.from(r.renderText(document)) };
    case 'json':
      return { body: Buffer.from(r.renderJsonResume(document)) };
  }
}

/**
 * The resume as a downloadable file. The plan rule is checked after the resume is found (another
 * user's id is 404, never 403) and on the template actually drawn: the resume's own, or the one
 * asked for in the query.
 */
export async function exportResume(
  deps: ResumeDeps,
  userId: string,
  id: string,
  query: unknown,
  ensurePremium: () => Promise<void>,
): Promise<ExportedResume> {
  const { format, templateId } = validate(ExportQuerySchema, query);
  const stored = storedDocument(await findOwnResume(deps, userId, id));
  const document = withTemplate(stored, templateId ?? resolveSettings(stored).templateId);
  const drawnTemplate = resolveSettings(document).templateId;
  if (exportNeedsPremium(format, drawnTemplate)) {
    await ensurePremium().catch((error: unknown) => {
      // Say which part of the request is premium, so the editor can offer the free alternative.
      if (!(error instanceof AppError) || error.code !== 'PREMIUM_REQUIRED') throw error;
      throw new AppError(error.code, error.message, {
        ...(error.details as object),
        format,
        templateId: drawnTemplate,
      });
    });
  }

  const { body, readability } = await render(deps, document, format);
  return {
    body,
    readability,
    contentType: exportContentTypes[format],
    contentDisposition: resumeFileName(document, format).contentDisposition,
  };
}
