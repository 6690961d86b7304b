import { HealthResponseSchema, ReadyResponseSchema } from '@resumio/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const startedAt = Date.now();

  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability (503 when the database is down)',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
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
