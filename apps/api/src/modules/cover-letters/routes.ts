import { EmptyRequestSchema } from '@resumio/contract';
import {
  CoverLetterDetailSchema,
  CoverLetterExportQuerySchema,
  coverLetterExportFormats,
  CreateCoverLetterRequestSchema,
  CreateCoverLetterResponseSchema,
  GeneratedLetterSchema,
  GenerateLetterRequestSchema,
  ListCoverLettersQuerySchema,
  ListCoverLettersResponseSchema,
  ParagraphRequestSchema,
  ParagraphResponseSchema,
  UpdateCoverLetterRequestSchema,
} from '@resumio/contract/cover-letters';
import { exportContentTypes } from '@resumio/contract/resumes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AiPort } from '../../adapters/ai/ai-port.ts';
import type { ComputePort } from '../../compute/compute-pool.ts';
import type { Renderer } from '../../adapters/rendering/renderer.ts';
import { errorResponsesFor } from '../../lib/error-responses.ts';
import { createPurgeSchedule } from '../../lib/purge-schedule.ts';
import { requireUser } from '../../plugins/auth.ts';
import { acceptEmptyJson } from '../../lib/accept-empty-json.ts';
import { premiumRouteOptions } from '../billing/premium-route-options.ts';
import { jobDescriptionError } from '../enhancement/job-input-error.ts';
import { clientSignal, perUserRenderLimit, sendRetryAfter } from '../../lib/render-request.ts';
import type { RenderSlots } from '../../lib/render-slots.ts';
import type { CoverLetterDeps } from './cover-letter-deps.ts';
import { createCoverLetter } from './create-cover-letter.ts';
import { deleteCoverLetter } from './delete-cover-letter.ts';
import { duplicateCoverLetter } from './duplicate-cover-letter.ts';
import { exportCoverLetter } from './export-cover-letter.ts';
import { generateLetter } from './generate-letter.ts';
import { getCoverLetter } from './get-cover-letter.ts';
import { letterEventStream } from './letter-stream-events.ts';
import { listCoverLetters } from './list-cover-letters.ts';
import { purgeDeletedCoverLetters } from './purge-deleted-cover-letters.ts';
import { restoreCoverLetter } from './restore-cover-letter.ts';
import { reworkParagraph } from './rework-paragraph.ts';
import { streamLetter } from './stream-letter.ts';
import { updateCoverLetter } from './update-cover-letter.ts';

/** Error answers listing the shared codes and this module's own. */
const errorResponses = errorResponsesFor([
  'INVALID_JOB_DESCRIPTION',
  'COVER_LETTER_LIMIT_REACHED',
  'RESUME_TOO_LONG',
  'RENDER_TIMEOUT',
  'RENDERS_IN_PROGRESS',
  'AI_RATE_LIMITED',
  'AI_UNAVAILABLE',
  'AI_TIMEOUT',
]);

export interface CoverLetterRoutesOptions {
  /** The app's renderer and per-user render slots, shared with resume exports. */
  rendering: { renderer: Renderer; renderSlots: RenderSlots };
  /** The `ai` adapter, chosen once by the app (tests hand in a model of their own). */
  ai: AiPort;
  /** The app's compute threads, where the local composer runs. */
  compute: ComputePort;
  /** What "today" is for composed letters (tests fix it). */
  clock: () => Date;
}

const ByIdSchema = z.object({ id: z.string() });

const exportedFile = {
  description: 'The letter as a file, named after its title by Content-Disposition.',
  content: Object.fromEntries(
    coverLetterExportFormats.map((format) => [
      exportContentTypes[format].split(';')[0]!,
      { schema: z.string().describe('The file.') },
    ]),
  ),
};

const eventStream = {
  description:
    'Server-sent events, one `data:` line of JSON each (LetterStreamEvent): `delta` pieces of the letter as it is written, then one `done` with the letter in its final shape (flags included), or an `error`.',
  content: {
    'text/event-stream': {
      schema: z.string().describe('`data: {"type":"delta","text":"…"}` lines, a blank line apart.'),
    },
  },
};

/** /api/cover-letters: a Premium user's cover letters, their generation and their exports. */
const coverLetterRoutes: FastifyPluginAsyncZod<CoverLetterRoutesOptions> = async (
  app,
  { rendering, ai, compute, clock },
) => {
  const deps: CoverLetterDeps = {
    db: app.db,
    dialect: app.database.dialect,
    ...rendering,
    ai,
    dailyLimit: app.config.ai.dailyLimit,
    compute,
    clock,
  };
  const purge = createPurgeSchedule((now) => purgeDeletedCoverLetters(deps, now));
  app.addHook('onReady', async () => {
    await purgeDeletedCoverLetters(deps).catch((err: unknown) =>
      app.log.warn({ err }, 'purge of deleted cover letters failed'),
    );
  });

  await app.register(async (scope) => {
    acceptEmptyJson(scope);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const premiumRoute = premiumRouteOptions(api, {
      gate: 'coverLetters',
      tags: ['cover-letters'],
    });
    // Generation runs the engine (and perhaps the model): the same per-minute budget as tailoring.
    const writeLimit = perUserRenderLimit(api, {
      name: 'letter-write',
      label: 'cover letter generations',
      max: app.config.ai.rateLimitMax,
    });
    const exportLimit = perUserRenderLimit(api, {
      name: 'letter-export',
      label: 'cover letter exports',
      max: app.config.render.rateLimitMax,
    });
    // A bad posting has its own code and message in the contract.
    const postingErrors = { config: { invalidRequest: jobDescriptionError } };
    const user = (request: FastifyRequest) => requireUser(request).id;

    api.get(
      '/api/cover-letters',
      premiumRoute({
        summary: "One page of the user's cover letters; `q` searches title, company and job title",
        querystring: ListCoverLettersQuerySchema,
        response: { 200: ListCoverLettersResponseSchema, ...errorResponses(400, 401, 403) },
      }),
      async (request) => listCoverLetters(deps, user(request), request.query),
    );

    api.post(
      '/api/cover-letters',
      premiumRoute({
        summary: 'Save a new cover letter (usually a generated one, as the user kept it)',
        body: CreateCoverLetterRequestSchema,
        response: {
          201: CreateCoverLetterResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
      async (request, reply) =>
        reply.code(201).send(await createCoverLetter(deps, user(request), request.body)),
    );

    api.post(
      '/api/cover-letters/generate',
      {
        ...premiumRoute(
          {
            summary:
              "A letter for a job composed by the local engine from one of the user's resumes",
            body: GenerateLetterRequestSchema,
            response: {
              200: GeneratedLetterSchema,
              ...errorResponses(400, 401, 403, 404, 422, 429, 503),
            },
          },
          { check: writeLimit },
        ),
        ...postingErrors,
      },
      async (request, reply) =>
        generateLetter(deps, user(request), request.body, clientSignal(reply)).catch(
          sendRetryAfter(reply),
        ),
    );

    api.post(
      '/api/cover-letters/generate/stream',
      {
        ...premiumRoute(
          {
            summary:
              'A letter as it is written: by the language model when one is configured, else by the local engine',
            body: GenerateLetterRequestSchema,
            response: {
              200: eventStream,
              ...errorResponses(400, 401, 403, 404, 422, 429, 503, 504),
            },
          },
          { check: writeLimit },
        ),
        ...postingErrors,
      },
      async (request, reply) => {
        const events = await streamLetter(
          deps,
          user(request),
          request.body,
          clientSignal(reply),
          request.log,
        ).catch(sendRetryAfter(reply));
        return (
          reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            // Proxies such as nginx would otherwise hold the pieces back until the end.
            .header('x-accel-buffering', 'no')
            .send(letterEventStream(events))
        );
      },
    );

    api.get(
      '/api/cover-letters/:id',
      premiumRoute({
        summary: 'One cover letter with its content, job and the guard’s findings',
        params: ByIdSchema,
        response: { 200: CoverLetterDetailSchema, ...errorResponses(401, 403, 404) },
      }),
      async (request) => getCoverLetter(deps, user(request), request.params.id),
    );

    api.patch(
      '/api/cover-letters/:id',
      premiumRoute({
        summary: 'Save a title, tone, length and/or content over the version the client last saw',
        params: ByIdSchema,
        body: UpdateCoverLetterRequestSchema,
        response: { 200: CoverLetterDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      }),
      async (request) => updateCoverLetter(deps, user(request), request.params.id, request.body),
    );

    api.delete(
      '/api/cover-letters/:id',
      premiumRoute({
        summary: 'Delete (restorable for 30 days)',
        params: ByIdSchema,
        response: { 204: z.undefined(), ...errorResponses(401, 403, 404) },
      }),
      async (request, reply) => {
        await deleteCoverLetter(deps, user(request), request.params.id);
        await purge
          .maybePurge()
          .catch((err: unknown) =>
            request.log.warn({ err }, 'purge of deleted cover letters failed'),
          );
        return reply.code(204).send();
      },
    );

    api.post(
      '/api/cover-letters/:id/restore',
      premiumRoute({
        summary: 'Bring back a deleted cover letter',
        params: ByIdSchema,
        body: EmptyRequestSchema,
        response: { 200: CoverLetterDetailSchema, ...errorResponses(401, 403, 404, 409) },
      }),
      async (request) => restoreCoverLetter(deps, user(request), request.params.id),
    );

    api.post(
      '/api/cover-letters/:id/duplicate',
      premiumRoute({
        summary: 'A copy of a cover letter',
        params: ByIdSchema,
        body: EmptyRequestSchema,
        response: { 201: CoverLetterDetailSchema, ...errorResponses(401, 403, 404, 409) },
      }),
      async (request, reply) =>
        reply.code(201).send(await duplicateCoverLetter(deps, user(request), request.params.id)),
    );

    api.post(
      '/api/cover-letters/:id/paragraph',
      premiumRoute(
        {
          summary: 'One body paragraph written again: regenerated, shorter or more formal',
          params: ByIdSchema,
          body: ParagraphRequestSchema,
          response: {
            200: ParagraphResponseSchema,
            ...errorResponses(400, 401, 403, 404, 422, 429, 503, 504),
          },
        },
        { check: writeLimit },
      ),
      async (request, reply) =>
        reworkParagraph(
          deps,
          user(request),
          request.params.id,
          request.body,
          clientSignal(reply),
          request.log,
        ).catch(sendRetryAfter(reply)),
    );

    api.get(
      '/api/cover-letters/:id/export',
      premiumRoute(
        {
          summary: 'Download the letter as PDF, DOCX, plain text or Markdown',
          params: ByIdSchema,
          querystring: CoverLetterExportQuerySchema,
          response: {
            200: exportedFile,
            ...errorResponses(400, 401, 403, 404, 422, 429, 503),
          },
        },
        { check: exportLimit },
      ),
      async (request, reply) => {
        const file = await exportCoverLetter(
          deps,
          user(request),
          request.params.id,
          request.query.format,
          clientSignal(reply),
        ).catch(sendRetryAfter(reply));
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', file.contentDisposition)
          .send(file.body);
      },
    );
  });
};

export default coverLetterRoutes;
