import { z } from 'zod';

/**
 * The file a resume was imported from, kept with the resume for its owner (decision 049):
 * PUT /api/resumes/{id}/original stores it (multipart field "file", the same 10 MB limit as the
 * import), GET …/original describes it, GET …/original/file downloads it, DELETE …/original
 * removes it. Another user's resume, or one without an original, answers 404.
 */
export const OriginalFileSchema = z.object({
  fileName: z.string(),
  format: z.enum(['pdf', 'docx', 'linkedin']),
  size: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type OriginalFile = z.infer<typeof OriginalFileSchema>;

/** A resume's kept original, or null when none was kept (a question with an answer, not a 404). */
export const OriginalFileAnswerSchema = z.object({ original: OriginalFileSchema.nullable() });
export type OriginalFileAnswer = z.infer<typeof OriginalFileAnswerSchema>;

/** The download's media type for each format the importer reads. */
export const ORIGINAL_FILE_MEDIA_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  linkedin: 'application/zip',
} as const satisfies Record<OriginalFile['format'], string>;
