import {
  isPremiumTemplate,
  resumeSchema,
  RESUME_LIMITS,
  type TemplateId,
  templateIdSchema,
} from '@resumio/resume-model';
import { z } from 'zod';
import { FieldIssueSchema } from '../api-error.ts';
import { TailoredForSchema } from '../enhancement/index.ts';
import { PREVIEW_WIDTH_PX } from './preview-headers.ts';
import { shortTextSchema } from '../text.ts';

export * from './import-file.ts';
export * from './original-file.ts';
export * from './share.ts';

/**
 * Resume API contract. A separate entry point (`@resumio/contract/resumes`) so that pages that never
 * touch resumes do not load the document schema.
 */

export const RESUME_PAGE_SIZE_MAX = 100;
/** How long a deleted resume can be restored. */
export const RESUME_RESTORE_WINDOW_DAYS = 30;
/** Resumes one account may keep (free and premium alike); bounds storage and list sizes. */
export const RESUMES_PER_USER_MAX = 500;

export const exportFormats = ['pdf', 'docx', 'html', 'md', 'txt', 'json'] as const;
export const exportFormatSchema = z.enum(exportFormats);
export type ExportFormat = z.infer<typeof exportFormatSchema>;
/** Free users export PDF; every other format is a premium feature ("Export to Multiple Formats"). */
export const freeExportFormats: readonly ExportFormat[] = ['pdf'];

export const resumeTitleSchema = shortTextSchema(RESUME_LIMITS.resumeTitle).min(1);

export const ResumeSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    templateId: templateIdSchema,
    version: z.number().int().positive(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** Name and headline shown on cards, so a list needs no full documents. */
    name: z.string(),
    headline: z.string(),
    /**
     * The job a tailored copy was made for; null on other resumes. Always sent by the API; optional
     * so that documents saved before it existed (and fixtures) still parse.
     */
    tailoredFor: TailoredForSchema.nullable().optional(),
  })
  .meta({ id: 'ResumeSummary', description: 'A saved resume as lists show it.' });
export type ResumeSummary = z.infer<typeof ResumeSummarySchema>;

export const ResumeDetailSchema = ResumeSummarySchema.extend({
  document: resumeSchema,
}).meta({ id: 'ResumeDetail', description: 'A saved resume with its document.' });
export type ResumeDetail = z.infer<typeof ResumeDetailSchema>;

export const ListResumesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(RESUME_PAGE_SIZE_MAX).default(20),
  sort: z
    .enum(['updated_desc', 'updated_asc', 'title_asc', 'title_desc', 'created_desc'])
    .default('updated_desc'),
  q: shortTextSchema(RESUME_LIMITS.shortText).optional(),
});
export type ListResumesQuery = z.infer<typeof ListResumesQuerySchema>;

export const ListResumesResponseSchema = z.object({
  items: z.array(ResumeSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ListResumesResponse = z.infer<typeof ListResumesResponseSchema>;

export const CreateResumeRequestSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('blank'),
    title: resumeTitleSchema.optional(),
    templateId: templateIdSchema.optional(),
  }),
  z.object({
    source: z.literal('sample'),
    sampleId: shortTextSchema(100).min(1),
    title: resumeTitleSchema.optional(),
  }),
  /** A JSON Resume file (or our own export of one); validated and normalised by the server. */
  z.object({
    source: z.literal('import'),
    jsonResume: z.unknown(),
    title: resumeTitleSchema.optional(),
  }),
  /** A document built without an account (the preview editor), saved on sign-up. */
  z.object({
    source: z.literal('document'),
    document: resumeSchema,
    title: resumeTitleSchema.optional(),
  }),
]);
export type CreateResumeRequest = z.infer<typeof CreateResumeRequestSchema>;

export const UpdateResumeRequestSchema = z
  .object({
    /** The version the client last saw; a stale one answers 409 VERSION_CONFLICT. */
    version: z.number().int().positive(),
    title: resumeTitleSchema.optional(),
    document: resumeSchema.optional(),
  })
  .refine((body) => body.title !== undefined || body.document !== undefined, {
    message: 'Send a title or a document to change.',
  });
export type UpdateResumeRequest = z.infer<typeof UpdateResumeRequestSchema>;

/** `details` of a 409 VERSION_CONFLICT: the document as it is now on the server. */
export const VersionConflictDetailsSchema = z.object({ current: ResumeDetailSchema });
export type VersionConflictDetails = z.infer<typeof VersionConflictDetailsSchema>;

export const ExportQuerySchema = z.object({
  format: exportFormatSchema.default('pdf'),
  templateId: templateIdSchema.optional(),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

/** Answer of the ATS read-back check run on an exported PDF. */
export const ReadbackReportSchema = z.object({
  ok: z.boolean(),
  score: z.number().min(0).max(100),
  fields: z.number().int(),
  missing: z.array(z.string()),
  outOfOrder: z.array(z.string()),
  pageCount: z.number().int(),
});
export type ReadbackReport = z.infer<typeof ReadbackReportSchema>;

/** POST /api/resumes: the new resume, plus what an import repaired on the way in. */
export const CreateResumeResponseSchema = ResumeDetailSchema.extend({
  importWarnings: z.array(FieldIssueSchema).optional(),
});
export type CreateResumeResponse = z.infer<typeof CreateResumeResponseSchema>;

export const ReadbackQuerySchema = z.object({ templateId: templateIdSchema.optional() });
export type ReadbackQuery = z.infer<typeof ReadbackQuerySchema>;

/** The header of a PDF export that carries the read-back score (0–100). */
export const ATS_READABILITY_HEADER = 'X-ATS-Readability';

export const exportContentTypes: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  html: 'text/html; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/**
 * The plan rule for exports, shared so the editor can lock the same buttons the server refuses:
 * a format other than the free ones, or a premium template, needs Premium.
 */
export function exportNeedsPremium(format: ExportFormat, templateId: TemplateId): boolean {
  return !freeExportFormats.includes(format) || isPremiumTemplate(templateId);
}

/** One entry of GET /api/resume-samples, for "create from sample". */
export const ResumeSampleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  name: z.string(),
  headline: z.string(),
  templateId: templateIdSchema,
});
export type ResumeSampleSummary = z.infer<typeof ResumeSampleSummarySchema>;
export const ResumeSamplesResponseSchema = z.array(ResumeSampleSummarySchema);
export type ResumeSamplesResponse = z.infer<typeof ResumeSamplesResponseSchema>;
export * from './render-errors.ts';

/**
 * POST /api/resume-preview: a document being edited, drawn by the server's warm render threads
 * for the editor's first preview while the browser's own engine starts. Nothing is stored.
 */
export const PreviewPdfRequestSchema = z.object({
  document: resumeSchema,
  templateId: templateIdSchema.optional(),
});
export type PreviewPdfRequest = z.infer<typeof PreviewPdfRequestSchema>;

export { PREVIEW_HEADERS, PREVIEW_WIDTH_PX } from './preview-headers.ts';

/**
 * POST /api/resume-preview/pages: the same drawing as images, for an editor's first preview,
 * which can show them before the browser has loaded anything to draw a PDF with.
 */
export const PreviewPagesRequestSchema = PreviewPdfRequestSchema.extend({
  widthPx: z.number().int().min(PREVIEW_WIDTH_PX.min).max(PREVIEW_WIDTH_PX.max),
});
export type PreviewPagesRequest = z.infer<typeof PreviewPagesRequestSchema>;

export const PreviewPageImageSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  /** The page's size in points, for its proportions on screen. */
  widthPt: z.number(),
  heightPt: z.number(),
  /** The page as a JPEG, base64-encoded. */
  jpeg: z.string(),
});
export type PreviewPageImage = z.infer<typeof PreviewPageImageSchema>;

export const PreviewPagesResponseSchema = z.object({
  pageCount: z.number().int(),
  /** 1 unless fit-to-one-page shrank the design. */
  scale: z.number(),
  fitsRequestedPages: z.boolean(),
  pages: z.array(PreviewPageImageSchema),
});
export type PreviewPagesResponse = z.infer<typeof PreviewPagesResponseSchema>;
