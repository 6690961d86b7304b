import {
  ORIGINAL_FILE_MEDIA_TYPES,
  OriginalFileAnswerSchema,
  OriginalFileSchema,
  RESUME_IMPORT_MAX_BYTES,
  type OriginalFile,
} from '@resumio/contract/resumes';
import { importFileKind } from '@resumio/resume-import/file-kind';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { attachmentDisposition } from '../../lib/attachment-disposition.ts';
import { BEARER_AUTH } from '../../lib/bearer-auth.ts';
import { errorResponsesFor } from '../../lib/error-responses.ts';
import { requireUser } from '../../plugins/auth.ts';
import { isResumeId } from './get-resume.ts';
import type { ResumeFile } from './import-resume-file.ts';
import {
  deleteOriginalFile,
  findOriginalFile,
  ownsLiveResume,
  readOriginalFile,
  saveOriginalFile,
  type OriginalFileRow,
} from './original-file-repository.ts';

const errorResponses = errorResponsesFor(['IMPORT_FILE_UNREADABLE']);
const ByIdSchema = z.object({ id: z.string() });
const tags = ['resumes'];
const OriginalBytesSchema = z
  .string()
  .describe('The file as uploaded, named by Content-Disposition.');
const originalFileAnswer = {
  description: 'The original file',
  content: Object.fromEntries(
    Object.values(ORIGINAL_FILE_MEDIA_TYPES).map((type) => [type, { schema: OriginalBytesSchema }]),
  ),
};

function toDto(row: OriginalFileRow): OriginalFile {
  return {
    fileName: row.file_name,
    format: OriginalFileSchema.shape.format.parse(row.format),
    size: row.byte_size,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The download's name: the uploaded one, with an ASCII fallback for old clients. */
function downloadName(fileName: string) {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'original';
  return { ascii, utf8: fileName };
}

/**
 * The file a resume was imported from (decision 049): kept on the owner's request after the
 * review is saved, downloaded or deleted by them. Registered in the import routes' multipart
 * scope, since the upload is the same file the import read. Every query filters by the user's id
 * and a live resume, so another user's id (or a deleted resume) answers 404.
 */
export function registerOriginalFileRoutes(
  scope: FastifyInstance,
  readUpload: (request: FastifyRequest) => Promise<ResumeFile>,
): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const db = scope.db;
  const security = BEARER_AUTH;
  const own = (id: string) => (isResumeId(id) ? id : undefined);

  api.put(
    '/api/resumes/:id/original',
    {
      preValidation: api.authenticate,
      bodyLimit: RESUME_IMPORT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        security,
        summary:
          'Keep the file a resume was imported from (multipart field "file": PDF, DOCX or LinkedIn export ZIP, up to 10 MB)',
        consumes: ['multipart/form-data'],
        params: ByIdSchema,
        response: { 200: OriginalFileSchema, ...errorResponses(400, 401, 404, 413, 415) },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const resumeId = own(request.params.id);
      if (!resumeId) throw notFound('Resume');
      const file = await readUpload(request);
      // Only what the importer reads is kept: a file's kind is told by its bytes, not its name.
      const format = importFileKind(file.bytes);
      if (!format) {
        throw new AppError(
          'IMPORT_FILE_UNREADABLE',
          'Only a PDF, a Word (.docx) file or a LinkedIn data export (.zip) can be kept with a resume.',
        );
      }
      const row = {
        resume_id: resumeId,
        user_id: userId,
        file_name: file.fileName,
        format,
        byte_size: file.bytes.byteLength,
        content: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
        created_at: new Date().toISOString(),
      };
      if (!(await saveOriginalFile(db, row))) throw notFound('Resume');
      return toDto(row);
    },
  );

  api.get(
    '/api/resumes/:id/original',
    {
      preValidation: api.authenticate,
      schema: {
        tags,
        security,
        summary: 'The file this resume was imported from, if it was kept',
        description:
          'Answers `{ original: null }` when the resume keeps no original; 404 when the resume ' +
          "is not the user's or is in the trash.",
        params: ByIdSchema,
        response: { 200: OriginalFileAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const resumeId = own(request.params.id);
      if (!resumeId || !(await ownsLiveResume(db, userId, resumeId))) throw notFound('Resume');
      const row = await findOriginalFile(db, userId, resumeId);
      reply.header('cache-control', 'private, no-store');
      return { original: row ? toDto(row) : null };
    },
  );

  api.get(
    '/api/resumes/:id/original/file',
    {
      preValidation: api.authenticate,
      schema: {
        tags,
        security,
        summary: 'Download the file this resume was imported from',
        params: ByIdSchema,
        response: { 200: originalFileAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const resumeId = own(request.params.id);
      const row = resumeId && (await readOriginalFile(db, requireUser(request).id, resumeId));
      if (!row) throw notFound('Original file');
      const format = OriginalFileSchema.shape.format.parse(row.format);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', ORIGINAL_FILE_MEDIA_TYPES[format])
        .header('content-disposition', attachmentDisposition(downloadName(row.file_name)))
        .send(Buffer.from(row.content));
    },
  );

  api.delete(
    '/api/resumes/:id/original',
    {
      preValidation: api.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete the file this resume was imported from (the resume stays)',
        params: ByIdSchema,
        response: { 204: z.undefined(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const resumeId = own(request.params.id);
      const deleted = resumeId && (await deleteOriginalFile(db, requireUser(request).id, resumeId));
      if (!deleted) throw notFound('Original file');
      return reply.code(204).send();
    },
  );
}
