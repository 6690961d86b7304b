import { HealthResponseSchema, ReadyResponseSchema } from '@resumio/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { reuseRecent } from '../../lib/recent-result.ts';

/**
 * How long one database check answers for health: a database that goes down or comes back shows
 * within a second, and a flood of health checks costs one query a second, not one each (the
 * query was nine tenths of a health answer's cost).
 */
const PING_MAX_AGE_MS = 1000;

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const startedAt = Date.now();
  const ping = reuseRecent(() => app.database.ping(), PING_MAX_AGE_MS);

  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['platform'],
        summary:
          'Liveness and database reachability, checked at most once a second (503 when the database is down)',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      const up = await ping();
      return reply
        .code(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: up ? 'ok' : 'degraded',
          database: up ? 'up' : 'down',
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        });
    },
  );

  app.get(
    '/api/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['platform'],
        summary:
          'Whether this instance takes all traffic (503 while its threads warm and once shutdown starts)',
        response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      const warming = app.warmUps.pending();
      const ready = !app.shuttingDown && warming.length === 0;
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ ready, warming });
    },
  );
};

export default healthRoutes;
