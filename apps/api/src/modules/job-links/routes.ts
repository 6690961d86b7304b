import { JobLinkDraftSchema, JobLinkRequestSchema } from '@resumio/contract/jobs';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponsesFor } from '../../lib/error-responses.ts';
import { requireUser } from '../../plugins/auth.ts';
import { premiumRouteOptions } from '../billing/premium-route-options.ts';
import { perUserRenderLimit } from '../../lib/render-request.ts';
import { type JobLinkDeps, readJobLink } from './read-job-link.ts';

const errorResponses = errorResponsesFor(['JOB_LINK_NOT_PUBLIC', 'JOB_LINK_UNREADABLE']);

/** Reading a posting's page for the tracker, a Premium feature. */
const jobLinkRoutes: FastifyPluginAsyncZod<JobLinkDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const premiumRoute = premiumRouteOptions(api, { gate: 'jobTracker', tags: ['jobs'] });
  // Each request makes the server fetch a page: a small budget per user.
  const perMinute = perUserRenderLimit(api, { name: 'job-link', label: 'posting links', max: 20 });
  api.post(
    '/api/jobs/from-link',
    premiumRoute(
      {
        summary: "Read a posting's page (public addresses only) into a draft application",
        body: JobLinkRequestSchema,
        response: { 200: JobLinkDraftSchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
      { check: perMinute },
    ),
    async (request, reply) => {
      requireUser(request);
      reply.header('cache-control', 'no-store');
      return readJobLink(deps, request.body.url);
    },
  );
};

export default jobLinkRoutes;
