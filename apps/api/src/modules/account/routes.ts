import { MeResponseSchema, type MeResponse } from '@resumio/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH } from '../../lib/bearer-auth.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { User } from './repository.ts';

export function toMeResponse(user: User, emailVerified: boolean): MeResponse {
  return {
    id: user.id,
    email: user.email,
    displayName: user.display_name,
    emailVerified,
    createdAt: user.created_at,
  };
}

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user (created on first sight of their token)',
        security: BEARER_AUTH,
        response: { 200: MeResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const verified = await app.isEmailVerified(user);
      return reply.header('cache-control', 'no-store').send(toMeResponse(user, verified));
    },
  );
};

export default accountRoutes;
