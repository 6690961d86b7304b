import {
  ConfirmEmailRequestSchema,
  ConfirmEmailResponseSchema,
  EmptyRequestSchema,
  ResendConfirmationResponseSchema,
} from '@resumio/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountMailer } from '../../adapters/identity/embedded/account-mailer.ts';
import { findAccountById } from '../../adapters/identity/embedded/accounts.ts';
import {
  confirmVerificationToken,
  issueVerificationToken,
} from '../../adapters/identity/embedded/email-verification-tokens.ts';
import {
  confirmAddressMail,
  emailChangedMail,
} from '../../adapters/identity/embedded/verification-mail.ts';
import { recordSecurityEvent } from '../../adapters/identity/embedded/security-events.ts';
import { AppError } from '../../lib/app-error.ts';
import { BEARER_AUTH } from '../../lib/bearer-auth.ts';
import { errorResponsesFor } from '../../lib/error-responses.ts';
import { requireUser } from '../../plugins/auth.ts';
import { acceptEmptyJson } from '../../lib/accept-empty-json.ts';

const errorResponses = errorResponsesFor([]);

/** Confirmation emails one account may ask for in an hour: enough for a lost mail, not a flood. */
export const RESEND_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 } as const;

export interface EmailVerificationRoutesOptions {
  mailer: AccountMailer;
  publicUrl: string;
  clock: () => Date;
}

const waitText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * Confirming an address with the embedded provider (decision 046): the emailed link's page posts
 * its token here, and a signed-in person whose address waits may ask for a new link. With an
 * external issuer these routes are not mounted: that issuer confirms its own addresses.
 */
const emailVerificationRoutes: FastifyPluginAsyncZod<EmailVerificationRoutesOptions> = async (
  app,
  { mailer, publicUrl, clock },
) => {
  acceptEmptyJson(app);
  const resendLimit = app.createRateLimit({
    max: RESEND_LIMIT.max,
    timeWindow: RESEND_LIMIT.windowMs,
    keyGenerator: (request) => `verify-resend:${request.user?.id ?? request.ip}`,
  });

  app.post(
    '/api/me/email-verification',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Email a new link to confirm the signed-in account’s address',
        security: BEARER_AUTH,
        body: EmptyRequestSchema,
        response: { 200: ResendConfirmationResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      if (await app.isEmailVerified(user)) return { status: 'already-verified' as const };
      const limit = await resendLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw new AppError(
          'RATE_LIMITED',
          `We have sent several confirmation emails in the last hour. Check your inbox and spam folder (each link of the last 24 hours works), or try again in ${waitText(limit.ttlInSeconds)}.`,
          { retryAfterSeconds: limit.ttlInSeconds },
        );
      }
      const accountId = user.subject;
      mailer.later('address confirmation', async () => {
        const account = await findAccountById(app.db, accountId);
        if (!account || account.email_verified_at) return undefined;
        const token = await issueVerificationToken(app.db, {
          accountId,
          email: account.email,
          now: clock(),
        });
        return confirmAddressMail(account.email, publicUrl, token, 'new-account');
      });
      return { status: 'sent' as const };
    },
  );

  app.post(
    '/api/email-verification/confirm',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['account'],
        summary: 'Confirm an address with the token of the emailed link (no sign-in needed)',
        body: ConfirmEmailRequestSchema,
        response: {
          200: ConfirmEmailResponseSchema,
          ...errorResponses(400, 'VERIFICATION_LINK_INVALID', 'EMAIL_ADDRESS_TAKEN'),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await confirmVerificationToken(app.db, request.body.token, clock());
      if (!result.ok) {
        throw result.reason === 'email-taken'
          ? new AppError(
              'EMAIL_ADDRESS_TAKEN',
              'Another Resumio account uses this address now, so your account keeps its current address.',
            )
          : new AppError(
              'VERIFICATION_LINK_INVALID',
              'This confirmation link no longer works: a link works once, for 24 hours. Sign in and ask for a new one.',
            );
      }
      const changed = result.email !== result.previousEmail;
      request.log.info({ accountId: result.accountId, changed }, 'address confirmed');
      if (changed) {
        await recordSecurityEvent(app.db, { accountId: result.accountId, kind: 'email-changed' });
        // The old address hears of it, so a change its owner did not make does not go unnoticed.
        mailer.later('email changed notice', async () =>
          emailChangedMail(result.previousEmail, publicUrl, result.email),
        );
      }
      return { email: result.email, changed };
    },
  );
};

export default emailVerificationRoutes;
