import {
  ConfirmTwoFactorRequestSchema,
  DisableTwoFactorResponseSchema,
  RecoveryCodesResponseSchema,
  StartTwoFactorRequestSchema,
  StartTwoFactorResponseSchema,
  TwoFactorProofRequestSchema,
  TwoFactorStatusResponseSchema,
} from '@resumio/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountMailer } from '../../adapters/identity/embedded/account-mailer.ts';
import { twoFactorCredentials } from '../../adapters/identity/embedded/two-factor-credentials.ts';
import {
  FAILED_CODE_WINDOW_MS,
  twoFactorThrottle,
} from '../../adapters/identity/embedded/two-factor-throttle.ts';
import { AppError } from '../../lib/app-error.ts';
import { BEARER_AUTH } from '../../lib/bearer-auth.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireUser } from '../../plugins/auth.ts';
import { type Owner, twoFactorSettings } from './two-factor-settings.ts';

export interface TwoFactorRoutesOptions {
  mailer: AccountMailer;
  publicUrl: string;
  clock: () => Date;
}

/** Settings → Security → Two-factor sign-in (decision 053); the rules are in two-factor-settings. */
const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (
  app,
  { mailer, publicUrl, clock },
) => {
  const settings = twoFactorSettings({
    db: app.db,
    credentials: twoFactorCredentials(app.db),
    throttle: twoFactorThrottle(
      app.attemptCounter('two-factor-settings-failures', FAILED_CODE_WINDOW_MS),
    ),
    mailer,
    publicUrl,
    clock,
  });
  const schema = { tags: ['account'], security: BEARER_AUTH };
  const route = { preValidation: app.authenticate, config: { rateLimit: app.authRateLimit } };

  async function owner(request: FastifyRequest): Promise<Owner> {
    const account = await app.db
      .selectFrom('identity_accounts')
      .select(['id', 'email', 'password_hash'])
      .where('id', '=', requireUser(request).subject)
      .executeTakeFirst();
    if (!account) throw new AppError('NOT_FOUND', 'This account no longer exists.');
    return { ...account, userAgent: request.headers['user-agent'] };
  }

  app.get(
    '/api/me/two-factor',
    {
      preValidation: app.authenticate,
      schema: {
        ...schema,
        summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
        response: { 200: TwoFactorStatusResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { id } = await owner(request);
      reply.header('cache-control', 'no-store');
      return settings.status(id);
    },
  );

  app.post(
    '/api/me/two-factor/setup',
    {
      ...route,
      schema: {
        ...schema,
        summary: 'Start setting up an authenticator app: a new secret, shown this once',
        body: StartTwoFactorRequestSchema,
        response: {
          200: StartTwoFactorResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const started = await settings.start(await owner(request), request.body.currentPassword);
      reply.header('cache-control', 'no-store');
      return started;
    },
  );

  app.post(
    '/api/me/two-factor/confirm',
    {
      ...route,
      schema: {
        ...schema,
        summary: 'Turn two-factor sign-in on with a first code; answers the recovery codes once',
        body: ConfirmTwoFactorRequestSchema,
        response: {
          200: RecoveryCodesResponseSchema,
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const codes = await settings.confirm(await owner(request), request.body.code);
      reply.header('cache-control', 'no-store');
      return codes;
    },
  );

  app.post(
    '/api/me/two-factor/recovery-codes',
    {
      ...route,
      schema: {
        ...schema,
        summary: 'New recovery codes (the password or a code required); the old ones stop working',
        body: TwoFactorProofRequestSchema,
        response: {
          200: RecoveryCodesResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const codes = await settings.regenerateRecoveryCodes(await owner(request), request.body);
      reply.header('cache-control', 'no-store');
      return codes;
    },
  );

  app.delete(
    '/api/me/two-factor',
    {
      ...route,
      schema: {
        ...schema,
        summary: 'Turn two-factor sign-in off (the password or a code required)',
        body: TwoFactorProofRequestSchema,
        response: {
          200: DisableTwoFactorResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await settings.disable(await owner(request), request.body);
      reply.header('cache-control', 'no-store');
      return result;
    },
  );
};

export default twoFactorRoutes;
