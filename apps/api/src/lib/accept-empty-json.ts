import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies where an empty body is no body, for a scope's routes: API clients send
 * `Content-Type: application/json` on every call, including those that carry none (billing's
 * cancel and resume, a job's archive, a share's revoke).
 */
export function acceptEmptyJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, undefined);
    try {
      done(
        null,
        JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value)),
      );
    } catch {
      // The errors plugin maps this code to 400 BAD_REQUEST.
      done(
        Object.assign(new Error('Invalid JSON body'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
    }
  });
}
