import { resumeSchema } from '@resumio/resume-model';
import { z } from 'zod';

/**
 * POST /api/resumes/import-file: a PDF or DOCX resume, or a LinkedIn data export (ZIP of CSVs),
 * read into a document for the user to review. Nothing is stored; the reviewed document is saved through POST /api/resumes.
 */

/** Largest file accepted (413 PAYLOAD_TOO_LARGE beyond). */
export const RESUME_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Pages read at most; a longer PDF is refused (422 IMPORT_FILE_TOO_LONG). */
export const RESUME_IMPORT_MAX_PAGES = 20;
/** The multipart field the file is sent in. */
export const RESUME_IMPORT_FIELD = 'file';
/** What the file picker offers, and what the server reads (by content, not by name). */
export const RESUME_IMPORT_ACCEPT =
  '.pdf,.docx,.zip,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/zip';

export const importSectionKinds = [
  'summary',
  'work',
  'education',
  'skills',
  'projects',
  'certificates',
  'awards',
  'publications',
  'languages',
  'volunteer',
  'interests',
  'references',
  'contact',
  'other',
] as const;

export const NotPlacedLineSchema = z.object({
  text: z.string(),
  /** The heading of the section the line was under. */
  section: z.string().optional(),
});
export type NotPlacedLine = z.infer<typeof NotPlacedLineSchema>;

export const ImportedSectionSchema = z.object({
  kind: z.enum(importSectionKinds),
  heading: z.string(),
});
export type ImportedSection = z.infer<typeof ImportedSectionSchema>;

export const ImportFileResponseSchema = z.object({
  /** `linkedin`: the ZIP of CSV files LinkedIn mails on request (pages is then 0). */
  format: z.enum(['pdf', 'docx', 'linkedin']),
  pages: z.number().int().nonnegative(),
  /** The file's name as sent, for the review screen. */
  fileName: z.string(),
  /** The fields read, as a JSON Resume document (no Resumio settings yet). */
  document: resumeSchema,
  /** Every line the importer could not put in a field, in the file's order. */
  notPlaced: z.array(NotPlacedLineSchema),
  /** The section headings found, in order. */
  sections: z.array(ImportedSectionSchema),
  /** Lines of text read from the file. */
  lineCount: z.number().int().nonnegative(),
});
export type ImportFileResponse = z.infer<typeof ImportFileResponseSchema>;
