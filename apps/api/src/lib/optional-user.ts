import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * For routes open to everyone where a signed-in user is worth knowing: a valid bearer token sets
 * `request.user`; no token, or one that does not verify, leaves the request anonymous instead of
 * refusing it. Someone whose sign-in is broken must still be able to ask for help.
 */
export function optionalUser(app: Pick<FastifyInstance, 'authenticate'>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.headers.authorization) return;
    try {
      await app.authenticate(request, reply);
    } catch (err) {
      request.user = null;
      reply.removeHeader('www-authenticate');
      request.log.info({ err }, 'token not accepted; continuing without a signed-in user');
    }
  };
}
