import multipart from '@fastify/multipart';
import {
  ImportFileResponseSchema,
  RESUME_IMPORT_FIELD,
  RESUME_IMPORT_MAX_BYTES,
} from '@resumio/contract/resumes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ComputePort } from '../../compute/compute-pool.ts';
import { AppError } from '../../lib/app-error.ts';
import { BEARER_AUTH } from '../../lib/bearer-auth.ts';
import { errorResponsesFor } from '../../lib/error-responses.ts';
import { optionalUser } from '../../lib/optional-user.ts';
import { requireUser } from '../../plugins/auth.ts';
import { importResumeFile, type ResumeFile } from './import-resume-file.ts';
import { registerOriginalFileRoutes } from './original-file-routes.ts';
import { clientSignal, perUserRenderLimit, sendRetryAfter } from '../../lib/render-request.ts';

const errorResponses = errorResponsesFor([
  'IMPORT_FILE_UNREADABLE',
  'IMPORT_FILE_ENCRYPTED',
  'IMPORT_FILE_NO_TEXT',
  'IMPORT_FILE_TOO_LONG',
  'RENDER_TIMEOUT',
]);

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file is larger than ${RESUME_IMPORT_MAX_BYTES / (1024 * 1024)} MB.`,
    { limit: RESUME_IMPORT_MAX_BYTES },
  );

/** @fastify/multipart's refusals in the contract's codes. */
function multipartError(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return tooLarge();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the file as multipart/form-data, in a field named "file".',
      );
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_MULTIPART_MISSING_BOUNDARY':
      return new AppError('IMPORT_FILE_UNREADABLE', 'Send one file, and nothing else.');
    default:
      return err;
  }
}

async function readUpload(request: FastifyRequest): Promise<ResumeFile> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== RESUME_IMPORT_FIELD) {
      throw new AppError(
        'IMPORT_FILE_UNREADABLE',
        'Choose a PDF, a Word (.docx) file or a LinkedIn data export (.zip).',
      );
    }
    const bytes = await part.toBuffer();
    return {
      bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      fileName: (part.filename || 'resume').slice(0, 200),
    };
  } catch (err) {
    throw multipartError(err);
  }
}

/**
 * POST /api/resumes/import-file: a PDF, DOCX or LinkedIn export read for review, and the
 * original file kept with the saved resume. Registered beside the compute pool, in a scope of
 * its own so that only these routes read multipart bodies.
 */
const resumeImportRoutes: FastifyPluginAsyncZod<{ compute: ComputePort }> = async (
  app,
  { compute },
) => {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: RESUME_IMPORT_MAX_BYTES,
        files: 1,
        fields: 0,
        parts: 1,
        headerPairs: 100,
      },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/api/resumes/import-file',
      {
        preValidation: api.authenticate,
        // Room for the multipart envelope around the largest file.
        bodyLimit: RESUME_IMPORT_MAX_BYTES + 64 * 1024,
        schema: {
          tags: ['resumes'],
          security: BEARER_AUTH,
          summary:
            'Read a PDF or DOCX resume (multipart field "file", up to 10 MB) into a document to review; nothing is stored',
          consumes: ['multipart/form-data'],
          response: {
            200: ImportFileResponseSchema,
            ...errorResponses(400, 401, 413, 415, 422, 503),
          },
        },
      },
      async (request, reply) => {
        const file = await readUpload(request);
        reply.header('cache-control', 'no-store');
        return importResumeFile(
          { compute },
          requireUser(request).id,
          file,
          clientSignal(reply),
        ).catch(sendRetryAfter(reply));
      },
    );

    // The preview editor has no account: the same reading, open to visitors, counted per user or
    // per address before the body is read. Nothing is stored here either, and there is no resume
    // to keep the original with.
    const previewLimit = perUserRenderLimit(api, {
      name: 'import-preview',
      label: 'file imports',
      max: app.config.render.rateLimitMax,
    });
    api.post(
      '/api/resume-import-preview',
      {
        preValidation: [optionalUser(api), previewLimit],
        bodyLimit: RESUME_IMPORT_MAX_BYTES + 64 * 1024,
        schema: {
          tags: ['resumes'],
          summary:
            'Read a PDF, DOCX or LinkedIn export (multipart field "file", up to 10 MB) for the preview editor, without an account; nothing is stored',
          description:
            'Open to everyone, with the limits of POST /api/resumes/import-file (size, pages, time, the compute pool) and a per-address budget a minute.',
          consumes: ['multipart/form-data'],
          response: {
            200: ImportFileResponseSchema,
            ...errorResponses(400, 413, 415, 422, 429, 503),
          },
        },
      },
      async (request, reply) => {
        const file = await readUpload(request);
        reply.header('cache-control', 'no-store');
        return importResumeFile(
          { compute },
          request.user?.id ?? `address:${request.ip}`,
          file,
          clientSignal(reply),
        ).catch(sendRetryAfter(reply));
      },
    );
    // The original kept with a saved resume is the same file, read by the same multipart rules.
    registerOriginalFileRoutes(scope, readUpload);
  });
};

export default resumeImportRoutes;
