import type { MeResponse } from '@resumio/contract';
import type { FastifyInstance } from 'fastify';
import type { User } from './repository.ts';

export function toMeResponse(user: User): MeResponse {
  return {
    id: user.id,
    email: user.email,
    displayName: user.display_name,
    createdAt: user.created_at,
  };
}

export default async function accountRoutes(app: FastifyInstance) {
  app.get('/api/me', { preHandler: app.authenticate }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(toMeResponse(request.user)),
  );
}
