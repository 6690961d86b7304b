import { EmptyRequestSchema } from '@resumio/contract';
import {
  ATS_READABILITY_HEADER,
  CreateResumeRequestSchema,
  CreateResumeResponseSchema,
  exportContentTypes,
  ExportQuerySchema,
  ListResumesQuerySchema,
  ListResumesResponseSchema,
  PREVIEW_HEADERS,
  PreviewPagesRequestSchema,
  PreviewPagesResponseSchema,
  PreviewPdfRequestSchema,
  ReadbackQuerySchema,
  ReadbackReportSchema,
  ResumeDetailSchema,
  ResumeSamplesResponseSchema,
  UpdateResumeRequestSchema,
} from '@resumio/contract/resumes';
import { RESUME_LIMITS } from '@resumio/resume';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Renderer } from '../../adapters/rendering/renderer.ts';
import { BEARER_AUTH } from '../../lib/bearer-auth.ts';
import { errorResponsesFor } from '../../lib/error-responses.ts';
import { createPurgeSchedule } from '../../lib/purge-schedule.ts';
import { requireUser } from '../../plugins/auth.ts';
import { acceptEmptyJson } from '../../lib/accept-empty-json.ts';
import { checkResumeReadback } from './check-resume-readback.ts';
import { createResume } from './create-resume.ts';
import { deleteResume } from './delete-resume.ts';
import { duplicateResume } from './duplicate-resume.ts';
import { exportResume } from './export-resume.ts';
import { getResume } from './get-resume.ts';
import { assertJsonDepth } from './json-depth.ts';
import { listResumeSamples } from './list-resume-samples.ts';
import { listResumes } from './list-resumes.ts';
import { purgeDeletedResumes } from './purge-deleted-resumes.ts';
import { previewResume, previewResumePages } from './preview-resume.ts';
import { optionalUser } from '../../lib/optional-user.ts';
import { clientSignal, perUserRenderLimit, sendRetryAfter } from '../../lib/render-request.ts';
import type { RenderSlots } from '../../lib/render-slots.ts';
import type { ResumeDeps } from './resume-deps.ts';
import { restoreResume } from './restore-resume.ts';
import { updateResume } from './update-resume.ts';

/** Error answers listing the shared codes and this module's own. */
const errorResponses = errorResponsesFor([
  'RESUME_LIMIT_REACHED',
  'RESUME_TOO_LONG',
  'RENDER_TIMEOUT',
  'RENDERS_IN_PROGRESS',
]);

/**
 * Room for the largest document the model accepts, sent pretty-printed or with escaped
 * characters; anything bigger is refused with 413 before it is parsed.
 */
export const RESUME_BODY_LIMIT = 2 * RESUME_LIMITS.maxJsonBytes + 64 * 1024;

// An exported HTML file must not run or fetch anything even if a browser opens it in place.
const HTML_EXPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox";

const ByIdSchema = z.object({ id: z.string() });

/** An exported file, in the media type of its format (sent as bytes, never serialised). */
const ExportedFileSchema = z.string().describe('The file, named by Content-Disposition.');
const JsonResumeFileSchema = z
  .looseObject({})
  .describe('The resume as a JSON Resume document (jsonresume.org), named by Content-Disposition.');
const exportedFile = {
  description: 'The file; a PDF carries its ATS read-back score (0–100) in X-ATS-Readability.',
  content: Object.fromEntries(
    Object.entries(exportContentTypes).map(([format, type]) => [
      type.split(';')[0]!,
      { schema: format === 'json' ? JsonResumeFileSchema : ExportedFileSchema },
    ]),
  ),
};

// Deeply nested JSON is refused before the schema walks it (a resume keeps unknown fields).
const refuseDeepJson = async (request: FastifyRequest) => assertJsonDepth(request.body);

export interface ResumeRoutesOptions {
  /** The app's renderer and per-user render slots, shared with the other modules that render. */
  rendering: { renderer: Renderer; renderSlots: RenderSlots };
}

/** /api/resumes: a signed-in user's resumes, and /api/resume-samples. */
const resumeRoutes: FastifyPluginAsyncZod<ResumeRoutesOptions> = async (app, { rendering }) => {
  const renderConfig = app.config.render;
  const deps: ResumeDeps = { db: app.db, dialect: app.database.dialect, ...rendering };
  const purge = createPurgeSchedule((now) => purgeDeletedResumes(deps, now));

  // The render threads load fonts and templates while the server already answers: start-up
  // waited up to 8 s for them before listening. `/api/ready` says when they are warm; an export
  // that comes earlier waits in the pool's queue. Test apps start the threads on their first
  // render: most test files never export.
  if (app.config.env !== 'test') {
    // Exports failing must not stop sign-in and editing: a failed warm-up is logged, and each
    // export then answers with its own error.
    app.warmUps.addOnListen('render', () =>
      deps.renderer.warm().catch((err: unknown) => {
        app.log.error({ err }, 'render threads failed to start');
      }),
    );
  }
  app.addHook('onReady', async () => {
    await purgeDeletedResumes(deps).catch((err: unknown) =>
      app.log.warn({ err }, 'purge of deleted resumes failed'),
    );
  });

  app.get(
    '/api/resume-samples',
    {
      schema: {
        tags: ['resumes'],
        summary: 'The sample resumes a new resume can start from',
        response: { 200: ResumeSamplesResponseSchema, ...errorResponses() },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').send(listResumeSamples()),
  );

  await app.register(async (scope) => {
    acceptEmptyJson(scope);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const tags = ['resumes'];
    const security = BEARER_AUTH;
    // Before validation, as a request without a token is refused whatever its input says.
    const signedIn = { preValidation: api.authenticate };
    const withBody = {
      preValidation: [api.authenticate, refuseDeepJson],
      bodyLimit: RESUME_BODY_LIMIT,
    };
    const exportLimit = perUserRenderLimit(api, {
      name: 'export',
      label: 'exports',
      max: renderConfig.rateLimitMax,
    });
    const readbackLimit = perUserRenderLimit(api, {
      name: 'readback',
      label: 'readability checks',
      max: renderConfig.rateLimitMax,
    });

    api.get(
      '/api/resumes',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: "One page of the user's resumes; `q` searches title, name and headline",
          querystring: ListResumesQuerySchema,
          response: { 200: ListResumesResponseSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => listResumes(deps, requireUser(request).id, request.query),
    );

    api.post(
      '/api/resumes',
      {
        ...withBody,
        schema: {
          tags,
          security,
          summary: 'A new resume: blank, from a sample, from a JSON Resume file, or a document',
          body: CreateResumeRequestSchema,
          response: {
            201: CreateResumeResponseSchema,
            ...errorResponses(400, 401, 409, 413),
          },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createResume(deps, requireUser(request).id, request.body)),
    );

    api.get(
      '/api/resumes/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'One resume with its document',
          params: ByIdSchema,
          response: { 200: ResumeDetailSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => getResume(deps, requireUser(request).id, request.params.id),
    );

    api.patch(
      '/api/resumes/:id',
      {
        ...withBody,
        schema: {
          tags,
          security,
          summary: 'Save a title and/or document over the version the client last saw',
          params: ByIdSchema,
          body: UpdateResumeRequestSchema,
          response: { 200: ResumeDetailSchema, ...errorResponses(400, 401, 404, 409, 413) },
        },
      },
      async (request) =>
        updateResume(deps, requireUser(request).id, request.params.id, request.body),
    );

    api.delete(
      '/api/resumes/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Delete (restorable for 30 days)',
          params: ByIdSchema,
          response: { 204: z.undefined(), ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        await deleteResume(deps, requireUser(request).id, request.params.id);
        await purge
          .maybePurge()
          .catch((err: unknown) => request.log.warn({ err }, 'purge of deleted resumes failed'));
        return reply.code(204).send();
      },
    );

    api.post(
      '/api/resumes/:id/restore',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Bring back a deleted resume',
          params: ByIdSchema,
          body: EmptyRequestSchema,
          response: { 200: ResumeDetailSchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request) => restoreResume(deps, requireUser(request).id, request.params.id),
    );

    api.post(
      '/api/resumes/:id/duplicate',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'A copy of a resume',
          params: ByIdSchema,
          body: EmptyRequestSchema,
          response: { 201: ResumeDetailSchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await duplicateResume(deps, requireUser(request).id, request.params.id)),
    );

    // The per-user budget counts every attempt, valid or not, as before validation moved here.
    const exportOptions = {
      preValidation: [api.authenticate, exportLimit],
      schema: {
        tags,
        security,
        summary: 'Download the resume as PDF (free templates) or any format (Premium)',
        params: ByIdSchema,
        querystring: ExportQuerySchema,
        response: { 200: exportedFile, ...errorResponses(400, 401, 403, 404, 422, 429, 503) },
      },
    };
    api.get('/api/resumes/:id/export', exportOptions, async (request, reply) => {
      const file = await exportResume(
        deps,
        requireUser(request).id,
        request.params.id,
        request.query,
        clientSignal(reply),
      ).catch(sendRetryAfter(reply));
      if (file.readability !== undefined) {
        reply.header(ATS_READABILITY_HEADER, String(file.readability));
      }
      if (file.contentType.startsWith('text/html')) {
        reply.header('content-security-policy', HTML_EXPORT_CSP);
      }
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', file.contentDisposition)
        .send(file.body);
    });

    const previewLimit = perUserRenderLimit(api, {
      name: 'preview',
      label: 'previews',
      max: renderConfig.rateLimitMax,
    });
    // Both preview routes: open to visitors, counted per user or per address.
    const previewAccess = {
      preValidation: [optionalUser(api), refuseDeepJson, previewLimit],
      bodyLimit: RESUME_BODY_LIMIT,
    };
    const requester = (request: FastifyRequest) => ({
      userId: request.user?.id,
      address: request.ip,
    });
    api.post(
      '/api/resume-preview',
      {
        ...previewAccess,
        schema: {
          tags,
          summary: "Draw a document being edited as PDF, for the editor's preview",
          description: [
            'Open to everyone (the preview editor works without an account); with a valid bearer',
            'token the render counts against the user, otherwise against the address. Nothing is',
            'stored. A premium template is drawn only for Premium members (403 `PREMIUM_REQUIRED`',
            'otherwise). The PDF carries its page count, fit-to-one-page scale and whether it fits',
            `in ${Object.values(PREVIEW_HEADERS).join(', ')}. Bounded like exports: 422`,
            '`RESUME_TOO_LONG`, 429 with Retry-After, 503 when every render thread is busy.',
          ].join(' '),
          body: PreviewPdfRequestSchema,
          response: {
            200: {
              description: 'The PDF.',
              content: { 'application/pdf': { schema: ExportedFileSchema } },
            },
            ...errorResponses(400, 403, 413, 422, 429, 503),
          },
        },
      },
      async (request, reply) => {
        const file = await previewResume(
          deps,
          requester(request),
          request.body,
          clientSignal(reply),
        ).catch(sendRetryAfter(reply));
        return reply
          .header('content-type', 'application/pdf')
          .header(PREVIEW_HEADERS.pageCount, String(file.pageCount))
          .header(PREVIEW_HEADERS.scale, String(file.scale))
          .header(PREVIEW_HEADERS.fitsRequestedPages, String(file.fitsRequestedPages))
          .send(file.bytes);
      },
    );

    api.post(
      '/api/resume-preview/pages',
      {
        ...previewAccess,
        schema: {
          tags,
          summary: "Draw a document being edited as page images, for the editor's first preview",
          description: [
            'As POST /api/resume-preview, with every page drawn as a JPEG `widthPx` pixels wide',
            '(the preview column in device pixels): a page shows these before the browser has',
            'loaded anything to draw a PDF with.',
          ].join(' '),
          body: PreviewPagesRequestSchema,
          response: {
            200: PreviewPagesResponseSchema,
            ...errorResponses(400, 403, 413, 422, 429, 503),
          },
        },
      },
      async (request, reply) =>
        previewResumePages(deps, requester(request), request.body, clientSignal(reply)).catch(
          sendRetryAfter(reply),
        ),
    );

    const readbackOptions = {
      preValidation: [api.authenticate, readbackLimit],
      schema: {
        tags,
        security,
        summary: 'Render the PDF and read it back as an applicant-tracking system would',
        params: ByIdSchema,
        querystring: ReadbackQuerySchema,
        response: {
          200: ReadbackReportSchema,
          ...errorResponses(400, 401, 404, 422, 429, 503),
        },
      },
    };
    api.get('/api/resumes/:id/readback', readbackOptions, async (request, reply) =>
      checkResumeReadback(
        deps,
        requireUser(request).id,
        request.params.id,
        request.query,
        clientSignal(reply),
      ).catch(sendRetryAfter(reply)),
    );
  });
};

export default resumeRoutes;
