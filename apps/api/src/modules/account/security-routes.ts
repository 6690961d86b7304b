import {
  ChangeEmailRequestSchema,
  ChangeEmailResponseSchema,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  SecurityEventKindSchema,
  SecurityOverviewResponseSchema,
  SignOutEverywhereResponseSchema,
} from '@resumio/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AccountMailer } from '../../adapters/identity/embedded/account-mailer.ts';
import { findAccountByEmail, normaliseEmail } from '../../adapters/identity/embedded/accounts.ts';
import { issueVerificationToken } from '../../adapters/identity/embedded/email-verification-tokens.ts';
import {
  endAccountSessions,
  endOtherSessions,
} from '../../adapters/identity/embedded/end-account-sessions.ts';
import { hashPassword, verifyPassword } from '../../adapters/identity/embedded/password-hash.ts';
import { passwordProblem } from '../../adapters/identity/embedded/password-policy.ts';
import {
  listAccountSessions,
  listSecurityEvents,
  recordSecurityEvent,
} from '../../adapters/identity/embedded/security-events.ts';
import { passwordChangedInSettingsMail } from '../../adapters/identity/embedded/security-mail.ts';
import { confirmAddressMail } from '../../adapters/identity/embedded/verification-mail.ts';
import type { RevokedGrants } from '../../adapters/identity/revoked-grants.ts';
import { AppError } from '../../lib/app-error.ts';
import { BEARER_AUTH } from '../../lib/bearer-auth.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireUser } from '../../plugins/auth.ts';
import { acceptEmptyJson } from '../../lib/accept-empty-json.ts';
import twoFactorRoutes from './two-factor-routes.ts';

export interface SecurityRoutesOptions {
  mailer: AccountMailer;
  revokedGrants: RevokedGrants;
  publicUrl: string;
  clock: () => Date;
}

/** Current-password checks an account may fail in 15 minutes before it must wait. */
export const PASSWORD_CHECK_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 } as const;

const wrongPassword = (field: string) =>
  new AppError('VALIDATION_ERROR', 'Your current password is not right.', [
    { path: field, message: 'This is not your current password.' },
  ]);

/**
 * Settings → Security with the embedded provider (decision 046): change the password (the current
 * one required, other sessions ended), change the address (confirmed on the new one), the live
 * sessions with "sign out everywhere", and the last 90 days of security events.
 */
const securityRoutes: FastifyPluginAsyncZod<SecurityRoutesOptions> = async (
  app,
  { mailer, revokedGrants, publicUrl, clock },
) => {
  acceptEmptyJson(app);
  await app.register(twoFactorRoutes, { mailer, publicUrl, clock });
  const passwordChecks = app.createRateLimit({
    max: PASSWORD_CHECK_LIMIT.max,
    timeWindow: PASSWORD_CHECK_LIMIT.windowMs,
    keyGenerator: (request) => `password-check:${request.user?.id ?? request.ip}`,
  });
  const schema = { tags: ['account'], security: BEARER_AUTH };
  const route = { preValidation: app.authenticate, config: { rateLimit: app.authRateLimit } };

  /** The account row behind the signed-in user, with its password hash. */
  async function ownAccount(request: FastifyRequest) {
    const account = await app.db
      .selectFrom('identity_accounts')
      .select(['id', 'email', 'password_hash'])
      .where('id', '=', requireUser(request).subject)
      .executeTakeFirst();
    if (!account) throw new AppError('NOT_FOUND', 'This account no longer exists.');
    return account;
  }

  /** A wrong current password is a guess: counted per account, like sign-in failures. */
  async function checkCurrentPassword(
    request: FastifyRequest,
    password: string,
    hash: string,
    field: string,
  ) {
    const limit = await passwordChecks(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError(
        'RATE_LIMITED',
        `Too many attempts with a wrong password. Please try again in ${Math.max(1, Math.ceil(limit.ttlInSeconds / 60))} minutes, or reset your password.`,
        { retryAfterSeconds: limit.ttlInSeconds },
      );
    }
    if (!(await verifyPassword(password, hash))) throw wrongPassword(field);
  }

  app.get(
    '/api/me/security',
    {
      preValidation: app.authenticate,
      schema: {
        ...schema,
        summary: 'The signed-in sessions and the last 90 days of security events',
        response: { 200: SecurityOverviewResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const account = await ownAccount(request);
      const now = clock();
      const [sessions, events] = await Promise.all([
        listAccountSessions(app.db, account.id, now),
        listSecurityEvents(app.db, account.id, now),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        sessions: sessions.map((session) => ({
          ...session,
          current: session.id === request.grantId,
        })),
        events: events.flatMap((event) => {
          const kind = SecurityEventKindSchema.safeParse(event.kind);
          return kind.success
            ? [{ id: event.id, kind: kind.data, userAgent: event.user_agent, at: event.created_at }]
            : [];
        }),
      };
    },
  );

  app.post(
    '/api/me/password',
    {
      ...route,
      schema: {
        ...schema,
        summary: 'Change the password: the current one required; every other session ends',
        body: ChangePasswordRequestSchema,
        response: { 200: ChangePasswordResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const account = await ownAccount(request);
      const { currentPassword, newPassword } = request.body;
      await checkCurrentPassword(
        request,
        currentPassword,
        account.password_hash,
        'currentPassword',
      );
      // The rules of sign-up and reset (NIST SP 800-63B).
      const problem = passwordProblem(newPassword, { email: account.email });
      if (problem) {
        throw new AppError('VALIDATION_ERROR', problem, [
          { path: 'newPassword', message: problem },
        ]);
      }
      const now = clock();
      await app.db
        .updateTable('identity_accounts')
        .set({ password_hash: await hashPassword(newPassword), updated_at: now.toISOString() })
        .where('id', '=', account.id)
        .execute();
      // Whoever knew the old password is out everywhere else; the person asking stays in.
      const endedSessions = await endOtherSessions(
        app.db,
        revokedGrants,
        account.id,
        request.grantId,
      );
      await recordSecurityEvent(app.db, {
        accountId: account.id,
        kind: 'password-changed',
        userAgent: request.headers['user-agent'],
        now,
      });
      mailer.later('password changed notice', async () =>
        passwordChangedInSettingsMail(account.email, publicUrl),
      );
      reply.header('cache-control', 'no-store');
      return { endedSessions };
    },
  );

  app.post(
    '/api/me/email',
    {
      ...route,
      schema: {
        ...schema,
        summary: 'Move the account to a new address, once a link mailed there is used',
        body: ChangeEmailRequestSchema,
        response: { 200: ChangeEmailResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const account = await ownAccount(request);
      const { newEmail, currentPassword } = request.body;
      await checkCurrentPassword(
        request,
        currentPassword,
        account.password_hash,
        'currentPassword',
      );
      const email = normaliseEmail(newEmail);
      if (email === account.email) {
        const message = 'This is the address your account already uses.';
        throw new AppError('VALIDATION_ERROR', message, [{ path: 'newEmail', message }]);
      }
      // The same answer whether or not another account has the address: a link goes only to an
      // address that is free, and using it checks again (decision 046).
      mailer.later('address change confirmation', async () => {
        if (await findAccountByEmail(app.db, email)) return undefined;
        const token = await issueVerificationToken(app.db, {
          accountId: account.id,
          email,
          now: clock(),
        });
        return confirmAddressMail(email, publicUrl, token, 'change');
      });
      reply.header('cache-control', 'no-store');
      return { sentTo: email };
    },
  );

  app.delete(
    '/api/me/sessions',
    {
      ...route,
      schema: {
        ...schema,
        summary: 'Sign out everywhere: every session of the account ends, this one included',
        response: { 200: SignOutEverywhereResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const account = await ownAccount(request);
      const endedSessions = await endAccountSessions(app.db, revokedGrants, account.id);
      await recordSecurityEvent(app.db, {
        accountId: account.id,
        kind: 'signed-out-everywhere',
        userAgent: request.headers['user-agent'],
        now: clock(),
      });
      reply.header('cache-control', 'no-store');
      return { endedSessions };
    },
  );
};

export default securityRoutes;
