import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { buildPublicConfig } from './build-public-config.ts';

export default async function publicConfigRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
) {
  const body = buildPublicConfig(config);
  app.get('/api/public-config', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(body),
  );
}
