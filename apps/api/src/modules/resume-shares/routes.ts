import {
  ListResumeSharesResponseSchema,
  ResumeShareResponseSchema,
  SaveResumeShareRequestSchema,
} from '@resumio/contract/resumes';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_AUTH } from '../../lib/bearer-auth.ts';
import { errorResponsesFor } from '../../lib/error-responses.ts';
import { requireUser } from '../../plugins/auth.ts';
import { acceptEmptyJson } from '../../lib/accept-empty-json.ts';
import { getShare, listShares, revokeShare, saveShare } from './manage-share.ts';
import type { ShareDeps } from './share-deps.ts';

const errorResponses = errorResponsesFor([]);
const ByIdSchema = z.object({ id: z.string() });

/** The owner's side of public resume links: make, change, revoke, and read the view counts. */
const resumeShareRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, { clock }) => {
  const deps: ShareDeps = { db: app.db, clock };
  acceptEmptyJson(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['resumes'];
  const security = BEARER_AUTH;
  const signedIn = { preValidation: api.authenticate };

  api.get(
    '/api/resume-shares',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The user's live resume links with their total views (for the resume cards)",
        response: { 200: ListResumeSharesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => listShares(deps, requireUser(request).id),
  );

  api.get(
    '/api/resumes/:id/share',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The resume's public link (or null) and its views per day",
        params: ByIdSchema,
        response: { 200: ResumeShareResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getShare(deps, requireUser(request).id, request.params.id),
  );

  api.put(
    '/api/resumes/:id/share',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Make the public link, or change it (a custom slug is Premium)',
        params: ByIdSchema,
        body: SaveResumeShareRequestSchema,
        response: { 200: ResumeShareResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => saveShare(deps, requireUser(request).id, request.params.id, request.body),
  );

  api.delete(
    '/api/resumes/:id/share',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Revoke the public link: it answers 410 from now on',
        params: ByIdSchema,
        response: { 204: z.undefined(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await revokeShare(deps, requireUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default resumeShareRoutes;
