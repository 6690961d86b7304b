import type { FastifyInstance } from 'fastify';

const FORM_BODY_LIMIT = 16 * 1024;

/** Reads HTML form posts as plain records, in the calling plugin's scope only: the API speaks JSON. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
