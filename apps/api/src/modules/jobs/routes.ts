import { EmptyRequestSchema } from '@resumio/contract';
import {
  AddJobNoteRequestSchema,
  BulkStageRequestSchema,
  BulkStageResponseSchema,
  CreateJobRequestSchema,
  JOB_IMPORT_MAX_BYTES,
  JobAnalyticsQuerySchema,
  JobAnalyticsSchema,
  JobApplicationDetailSchema,
  JobBoardSchema,
  JobEventSchema,
  JobImportPreviewSchema,
  JobImportRequestSchema,
  JobImportResultSchema,
  ListJobsPageQuerySchema,
  ListJobsResponseSchema,
  MoveJobRequestSchema,
  UpdateJobRequestSchema,
} from '@resumio/contract/jobs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Renderer } from '../../adapters/rendering/renderer.ts';
import type { ComputePort } from '../../compute/compute-pool.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponsesFor } from '../../lib/error-responses.ts';
import { heavyAnswerGate } from '../../lib/heavy-answer-gate.ts';
import { createPurgeSchedule } from '../../lib/purge-schedule.ts';
import { requireUser } from '../../plugins/auth.ts';
import { acceptEmptyJson } from '../../lib/accept-empty-json.ts';
import { premiumRouteOptions } from '../billing/premium-route-options.ts';
import { clientSignal, perUserRenderLimit, sendRetryAfter } from '../../lib/render-request.ts';
import type { RenderSlots } from '../../lib/render-slots.ts';
import { addJobNote } from './add-job-note.ts';
import { bulkMoveJobs } from './bulk-move-jobs.ts';
import { createJob } from './create-job.ts';
import { deleteJob } from './delete-job.ts';
import { deleteJobNote } from './delete-job-note.ts';
import { downloadSentLetter } from './download-sent-letter.ts';
import { downloadSentResume } from './download-sent-resume.ts';
import { exportJobsCsv } from './export-jobs-csv.ts';
import { getBoard } from './get-board.ts';
import { getJob } from './get-job.ts';
import { getJobAnalytics } from './get-job-analytics.ts';
import { importJobs } from './import-jobs.ts';
import type { JobDeps } from './job-deps.ts';
import { listJobs } from './list-jobs.ts';
import { moveJob } from './move-job.ts';
import { previewJobImport } from './preview-job-import.ts';
import { purgeDeletedJobs } from './purge-deleted-jobs.ts';
import { restoreJob } from './restore-job.ts';
import { updateJob } from './update-job.ts';
import { updateBoard } from './update-board.ts';

/** Error answers listing the shared codes and this module's own. */
const errorResponses = errorResponsesFor([
  'JOB_LIMIT_REACHED',
  'RESUME_TOO_LONG',
  'RENDER_TIMEOUT',
  'RENDERS_IN_PROGRESS',
]);

export interface JobRoutesOptions {
  /** The app's renderer and per-user render slots, shared with resume exports. */
  rendering: { renderer: Renderer; renderSlots: RenderSlots };
  /** The app's compute threads, where import files are read. */
  compute: ComputePort;
}

const ByIdSchema = z.object({ id: z.string() });
const ByNoteSchema = z.object({ id: z.string(), eventId: z.string() });

/** A CSV file of up to the import limit, sent as a JSON string (quotes and line breaks escaped). */
const IMPORT_BODY_LIMIT = 2 * JOB_IMPORT_MAX_BYTES + 64 * 1024;

const fileResponse = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().describe('The file, named by Content-Disposition.') } },
});

// The contract's update has no stage, so a client sending one would see it silently ignored.
const refuseStageInUpdate = async (request: FastifyRequest) => {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (body && typeof body === 'object' && 'stageId' in body) {
    throw new AppError('VALIDATION_ERROR', 'The request is not valid.', [
      { path: 'stageId', message: 'Move the application to change its stage.' },
    ]);
  }
};

/** /api/jobs: the job application tracker, a Premium feature. */
const jobRoutes: FastifyPluginAsyncZod<JobRoutesOptions> = async (app, { rendering, compute }) => {
  const deps: JobDeps = {
    db: app.db,
    dialect: app.database.dialect,
    ...rendering,
    compute,
    sqliteFile: app.database.sqliteFile,
  };
  const purge = createPurgeSchedule((now) => purgeDeletedJobs(deps, now));
  app.addHook('onReady', async () => {
    await purgeDeletedJobs(deps).catch((err: unknown) =>
      app.log.warn({ err }, 'purge of deleted applications failed'),
    );
  });

  await app.register(async (scope) => {
    acceptEmptyJson(scope);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const premiumRoute = premiumRouteOptions(api, { gate: 'jobTracker', tags: ['jobs'] });
    const sentPdfLimit = perUserRenderLimit(api, {
      name: 'sent-pdf',
      label: 'downloads of what was sent',
      max: app.config.render.rateLimitMax,
    });
    const user = (request: FastifyRequest) => requireUser(request).id;

    // Lists are built and written one at a time: see heavy-answer-gate.ts.
    const listGate = heavyAnswerGate(1);
    api.get(
      '/api/jobs',
      {
        ...premiumRoute({
          summary:
            "The user's applications in board order; `q` searches company, role, location and tags; `limit` pages them (follow `nextCursor`)",
          querystring: ListJobsPageQuerySchema,
          response: { 200: ListJobsResponseSchema, ...errorResponses(400, 401, 403) },
        }),
        ...listGate,
      },
      async (request, reply) => {
        const userId = user(request);
        if (!deps.sqliteFile) return listJobs(deps, userId, request.query);
        // Read and written in a compute thread: 2,000 rows are tens of milliseconds of synchronous
        // SQLite work that would hold up every other request, health checks included.
        const { json } = await compute.run(
          'list-jobs',
          { sqliteFile: deps.sqliteFile, userId, query: request.query },
          userId,
          clientSignal(reply),
        );
        return reply.type('application/json; charset=utf-8').send(json);
      },
    );

    api.post(
      '/api/jobs',
      premiumRoute({
        summary: 'A new application, in the first visible stage unless one is named',
        body: CreateJobRequestSchema,
        response: {
          201: JobApplicationDetailSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
      async (request, reply) =>
        reply.code(201).send(await createJob(deps, user(request), request.body)),
    );

    api.get(
      '/api/jobs/board',
      premiumRoute({
        summary: "The board's stages in column order",
        response: { 200: JobBoardSchema, ...errorResponses(401, 403) },
      }),
      async (request) => getBoard(deps, user(request)),
    );

    api.put(
      '/api/jobs/board',
      premiumRoute({
        summary: 'Rename, reorder, add or hide stages; a stage holding applications cannot go',
        body: JobBoardSchema,
        response: { 200: JobBoardSchema, ...errorResponses(400, 401, 403, 409) },
      }),
      async (request) => updateBoard(deps, user(request), request.body),
    );

    api.get(
      '/api/jobs/analytics',
      premiumRoute({
        summary: 'Funnel, rates and times of the applications created within the range',
        querystring: JobAnalyticsQuerySchema,
        response: { 200: JobAnalyticsSchema, ...errorResponses(400, 401, 403) },
      }),
      async (request) => getJobAnalytics(deps, user(request), request.query),
    );

    api.get(
      '/api/jobs/export.csv',
      premiumRoute({
        summary: 'Every application as a CSV file, one row each with every field',
        response: {
          200: fileResponse('text/csv', 'A CSV file (UTF-8 with a byte-order mark).'),
          ...errorResponses(401, 403),
        },
      }),
      async (request, reply) => {
        const file = await exportJobsCsv(deps, user(request));
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', file.contentDisposition)
          .send(file.body);
      },
    );

    api.post(
      '/api/jobs/import/preview',
      premiumRoute(
        {
          summary: 'What importing a CSV file (Huntr, Teal or any spreadsheet) would do',
          body: JobImportRequestSchema,
          response: {
            200: JobImportPreviewSchema,
            ...errorResponses(400, 401, 403, 409, 413, 422, 503),
          },
        },
        { bodyLimit: IMPORT_BODY_LIMIT },
      ),
      async (request, reply) =>
        previewJobImport(deps, user(request), request.body, clientSignal(reply)).catch(
          sendRetryAfter(reply),
        ),
    );

    api.post(
      '/api/jobs/import',
      premiumRoute(
        {
          summary: 'Import a CSV file; rows that cannot be imported are listed by number',
          body: JobImportRequestSchema,
          response: {
            200: JobImportResultSchema,
            ...errorResponses(400, 401, 403, 409, 413, 422, 503),
          },
        },
        { bodyLimit: IMPORT_BODY_LIMIT },
      ),
      async (request, reply) =>
        importJobs(deps, user(request), request.body, clientSignal(reply)).catch(
          sendRetryAfter(reply),
        ),
    );

    api.post(
      '/api/jobs/bulk-stage',
      premiumRoute({
        summary: 'Move several applications to the bottom of one stage',
        body: BulkStageRequestSchema,
        response: { 200: BulkStageResponseSchema, ...errorResponses(400, 401, 403) },
      }),
      async (request) => bulkMoveJobs(deps, user(request), request.body),
    );

    api.get(
      '/api/jobs/:id',
      premiumRoute({
        summary: 'One application with its timeline, newest first',
        params: ByIdSchema,
        response: { 200: JobApplicationDetailSchema, ...errorResponses(401, 403, 404) },
      }),
      async (request) => getJob(deps, user(request), request.params.id),
    );

    api.patch(
      '/api/jobs/:id',
      premiumRoute(
        {
          summary: 'Save fields over the version the client last saw (the stage changes by a move)',
          params: ByIdSchema,
          body: UpdateJobRequestSchema,
          response: {
            200: JobApplicationDetailSchema,
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
        { check: refuseStageInUpdate },
      ),
      async (request) => updateJob(deps, user(request), request.params.id, request.body),
    );

    api.post(
      '/api/jobs/:id/move',
      premiumRoute({
        summary: 'Move to a stage, at an index among its cards',
        params: ByIdSchema,
        body: MoveJobRequestSchema,
        response: {
          200: JobApplicationDetailSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
      async (request) => moveJob(deps, user(request), request.params.id, request.body),
    );

    api.delete(
      '/api/jobs/:id',
      premiumRoute({
        summary: 'Delete (restorable for 30 days)',
        params: ByIdSchema,
        response: { 204: z.undefined(), ...errorResponses(401, 403, 404) },
      }),
      async (request, reply) => {
        await deleteJob(deps, user(request), request.params.id);
        await purge
          .maybePurge()
          .catch((err: unknown) =>
            request.log.warn({ err }, 'purge of deleted applications failed'),
          );
        return reply.code(204).send();
      },
    );

    api.post(
      '/api/jobs/:id/restore',
      premiumRoute({
        summary: 'Bring back a deleted application',
        params: ByIdSchema,
        body: EmptyRequestSchema,
        response: { 200: JobApplicationDetailSchema, ...errorResponses(401, 403, 404) },
      }),
      async (request) => restoreJob(deps, user(request), request.params.id),
    );

    api.post(
      '/api/jobs/:id/notes',
      premiumRoute({
        summary: "A note on the application's timeline",
        params: ByIdSchema,
        body: AddJobNoteRequestSchema,
        response: { 201: JobEventSchema, ...errorResponses(400, 401, 403, 404) },
      }),
      async (request, reply) =>
        reply
          .code(201)
          .send(await addJobNote(deps, user(request), request.params.id, request.body.text)),
    );

    api.delete(
      '/api/jobs/:id/notes/:eventId',
      premiumRoute({
        summary: 'Remove a note (other timeline events stay)',
        params: ByNoteSchema,
        response: { 204: z.undefined(), ...errorResponses(401, 403, 404) },
      }),
      async (request, reply) => {
        await deleteJobNote(deps, user(request), request.params.id, request.params.eventId);
        return reply.code(204).send();
      },
    );

    // What went out with an application: each file is drawn again from the frozen snapshot.
    const sentFiles = [
      { path: '/api/jobs/:id/sent.pdf', what: 'resume', download: downloadSentResume },
      { path: '/api/jobs/:id/sent-letter.pdf', what: 'cover letter', download: downloadSentLetter },
    ] as const;
    for (const { path, what, download } of sentFiles) {
      api.get(
        path,
        premiumRoute(
          {
            summary: `The ${what} exactly as it was sent with the application, as PDF`,
            params: ByIdSchema,
            response: {
              200: fileResponse('application/pdf', `The PDF of the frozen ${what}.`),
              ...errorResponses(401, 403, 404, 422, 429, 503),
            },
          },
          { check: sentPdfLimit },
        ),
        async (request, reply) => {
          const file = await download(
            deps,
            user(request),
            request.params.id,
            clientSignal(reply),
          ).catch(sendRetryAfter(reply));
          return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', file.contentDisposition)
            .send(file.body);
        },
      );
    }
  });
};

export default jobRoutes;
