import { DeleteAccountRequestSchema, DeleteAccountResponseSchema } from '@resumio/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_AUTH } from '../../lib/bearer-auth.ts';
import { errorResponsesFor } from '../../lib/error-responses.ts';
import { requireUser } from '../../plugins/auth.ts';
import { deleteAccount, type AccountDeletionDeps } from './delete-account.ts';
import { exportAccountData } from './export-account-data.ts';

const errorResponses = errorResponsesFor(['PAYMENT_PROVIDER_ERROR']);

export interface AccountDataRoutesOptions {
  /** Read on each request: billing is wired by its own module, registered before this one. */
  deps: () => AccountDeletionDeps;
  clock: () => Date;
}

/** The user's data to take away (`GET /api/me/export`) and the account's deletion (`DELETE /api/me`). */
const accountDataRoutes: FastifyPluginAsyncZod<AccountDataRoutesOptions> = async (
  app,
  { deps, clock },
) => {
  app.get(
    '/api/me/export',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Everything the signed-in user owns, as one JSON file (no secrets)',
        security: BEARER_AUTH,
        response: {
          200: {
            description: 'A JSON file, named by Content-Disposition.',
            content: { 'application/json': { schema: z.string() } },
          },
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const file = await exportAccountData(deps().db, requireUser(request), {
        embeddedIssuer: deps().embedded?.issuer ?? null,
        now: clock(),
      });
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', file.contentType)
        .header('content-disposition', file.contentDisposition)
        .send(file.body);
    },
  );

  app.delete(
    '/api/me',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account'],
        summary:
          'Delete the account and everything in it, confirmed by typing its email address again',
        security: BEARER_AUTH,
        body: DeleteAccountRequestSchema,
        response: {
          200: DeleteAccountResponseSchema,
          ...errorResponses(400, 401, 'PAYMENT_PROVIDER_ERROR', 502),
        },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await deleteAccount(deps(), requireUser(request), request.body)),
  );
};

export default accountDataRoutes;
