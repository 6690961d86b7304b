import type { HealthResponse } from '@resumio/contract';
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  const startedAt = Date.now();

  app.get('/api/health', { config: { rateLimit: false } }, async (_request, reply) => {
    const up = await app.database.ping();
    const body: HealthResponse = {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    return reply
      .code(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.get('/api/ready', { config: { rateLimit: false } }, async (_request, reply) => {
    const ready = !app.shuttingDown;
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ready });
  });
}
