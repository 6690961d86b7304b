import { PublicConfigSchema, type PublicConfig } from '@resumio/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';

const publicConfigRoutes: FastifyPluginAsyncZod<{ publicConfig: PublicConfig }> = async (
  app,
  { publicConfig },
) => {
  app.get(
    '/api/public-config',
    {
      schema: {
        tags: ['platform'],
        summary: 'The configuration the browser app needs (also embedded in index.html)',
        response: { 200: PublicConfigSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(publicConfig),
  );
};

export default publicConfigRoutes;
