import {
  AiUsageSchema,
  JobInputSchema,
  MatchResponseSchema,
  RewriteRequestSchema,
  TailoredCopyRequestSchema,
  TailorResponseSchema,
  TailorScoreRequestSchema,
} from '@resumio/contract/enhancement';
import { ResumeDetailSchema } from '@resumio/contract/resumes';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AiPort } from '../../adapters/ai/ai-port.ts';
import type { ComputePort } from '../../compute/compute-pool.ts';
import { BEARER_AUTH } from '../../lib/bearer-auth.ts';
import { errorResponsesFor } from '../../lib/error-responses.ts';
import { requireUser } from '../../plugins/auth.ts';
import { acceptEmptyJson } from '../../lib/accept-empty-json.ts';
import { clientSignal, perUserRenderLimit, sendRetryAfter } from '../../lib/render-request.ts';
import type { EnhancementDeps } from './enhancement-deps.ts';
import { getAiUsage } from './get-ai-usage.ts';
import { jobDescriptionError } from './job-input-error.ts';
import { matchResume } from './match-resume.ts';
import { rewriteText } from './rewrite-text.ts';
import { saveTailoredCopy } from './save-tailored-copy.ts';
import { scoreTailoring } from './score-tailoring.ts';
import { serverSentEvents } from './server-sent-events.ts';
import { tailorResume } from './tailor-resume.ts';

/** Error answers listing the shared codes and this module's own. */
const errorResponses = errorResponsesFor([
  'INVALID_JOB_DESCRIPTION',
  'RESUME_LIMIT_REACHED',
  'RENDER_TIMEOUT',
  'AI_RATE_LIMITED',
  'AI_UNAVAILABLE',
  'AI_TIMEOUT',
]);

export interface EnhancementRoutesOptions {
  /** The `ai` adapter, chosen once by the app (tests hand in a fake model). */
  ai: AiPort;
  /** The app's compute threads, where the match engine runs. */
  compute: ComputePort;
  /** What "now" is for the engine's dates (tests fix it). */
  clock: () => Date;
}

const ByIdSchema = z.object({ id: z.string() });

const eventStream = {
  description:
    'Server-sent events, one `data:` line of JSON each (RewriteEvent): `delta` pieces of the text, then one `done` with the truthfulness check of the whole text, or an `error`.',
  content: {
    'text/event-stream': {
      schema: z.string().describe('`data: {"type":"delta","text":"…"}` lines, a blank line apart.'),
    },
  },
};

/** /api/resumes/{id}/match, /tailor, /tailor/score, /tailored-copies, /rewrite and /api/ai/usage. */
const enhancementRoutes: FastifyPluginAsyncZod<EnhancementRoutesOptions> = async (
  app,
  { ai, compute, clock },
) => {
  const deps: EnhancementDeps = {
    db: app.db,
    dialect: app.database.dialect,
    ai,
    dailyLimit: app.config.ai.dailyLimit,
    compute,
    clock,
  };

  await app.register(async (scope) => {
    acceptEmptyJson(scope);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const tags = ['enhancement'];
    const security = BEARER_AUTH;
    // One budget per user for all of them: each runs the engine, some the language model too.
    const perMinute = perUserRenderLimit(api, {
      name: 'enhance',
      label: 'match and tailoring requests',
      max: app.config.ai.rateLimitMax,
    });
    const limited = {
      // Before validation, as a request without a token is refused whatever its body says.
      preValidation: [api.authenticate, perMinute],
      // A bad posting has its own code and message in the contract.
      config: { invalidRequest: jobDescriptionError },
    };

    api.post(
      '/api/resumes/:id/match',
      {
        ...limited,
        schema: {
          tags,
          security,
          summary: 'How well the resume matches a job posting, with the evidence for each term',
          params: ByIdSchema,
          body: JobInputSchema,
          response: {
            200: MatchResponseSchema,
            ...errorResponses(400, 401, 404, 422, 429, 503),
          },
        },
      },
      async (request, reply) =>
        matchResume(
          deps,
          requireUser(request).id,
          request.params.id,
          request.body,
          clientSignal(reply),
        ).catch(sendRetryAfter(reply)),
    );

    api.post(
      '/api/resumes/:id/tailor',
      {
        ...limited,
        schema: {
          tags,
          security,
          summary: 'Proposed truthful changes that tailor the resume to a posting (Premium)',
          params: ByIdSchema,
          body: JobInputSchema,
          response: {
            200: TailorResponseSchema,
            ...errorResponses(400, 401, 403, 404, 422, 429, 503, 504),
          },
        },
      },
      async (request, reply) =>
        tailorResume(
          deps,
          requireUser(request).id,
          request.params.id,
          request.body,
          clientSignal(reply),
        ).catch(sendRetryAfter(reply)),
    );

    api.post(
      '/api/resumes/:id/tailor/score',
      {
        ...limited,
        schema: {
          tags,
          security,
          summary: 'The score of the resume with only the accepted changes (Premium)',
          params: ByIdSchema,
          body: TailorScoreRequestSchema,
          response: {
            200: MatchResponseSchema,
            ...errorResponses(400, 401, 403, 404, 422, 429, 503),
          },
        },
      },
      async (request, reply) =>
        scoreTailoring(
          deps,
          requireUser(request).id,
          request.params.id,
          request.body,
          clientSignal(reply),
        ).catch(sendRetryAfter(reply)),
    );

    api.post(
      '/api/resumes/:id/tailored-copies',
      {
        ...limited,
        schema: {
          tags,
          security,
          summary: 'A new resume: the source with the accepted changes, for the job (Premium)',
          params: ByIdSchema,
          body: TailoredCopyRequestSchema,
          response: {
            201: ResumeDetailSchema,
            ...errorResponses(400, 401, 403, 404, 409, 422, 429, 503),
          },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await saveTailoredCopy(
              deps,
              requireUser(request).id,
              request.params.id,
              request.body,
              clientSignal(reply),
            ).catch(sendRetryAfter(reply)),
          ),
    );

    api.post(
      '/api/resumes/:id/rewrite',
      {
        ...limited,
        schema: {
          tags,
          security,
          summary: 'One summary or bullet rewritten for the posting, streamed (Premium)',
          params: ByIdSchema,
          body: RewriteRequestSchema,
          response: {
            200: eventStream,
            ...errorResponses(400, 401, 403, 404, 422, 429, 503, 504),
          },
        },
      },
      async (request, reply) => {
        const events = await rewriteText(
          deps,
          requireUser(request).id,
          request.params.id,
          request.body,
          clientSignal(reply),
          request.log,
        ).catch(sendRetryAfter(reply));
        return (
          reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            // Proxies such as nginx would otherwise hold the pieces back until the end.
            .header('x-accel-buffering', 'no')
            .send(serverSentEvents(events))
        );
      },
    );

    api.get(
      '/api/ai/usage',
      {
        preValidation: api.authenticate,
        schema: {
          tags,
          security,
          summary:
            "Today's language-model requests (UTC), the daily limit, and whether a model runs",
          response: { 200: AiUsageSchema, ...errorResponses(401) },
        },
      },
      async (request) => getAiUsage(deps, requireUser(request).id),
    );
  });
};

export default enhancementRoutes;
