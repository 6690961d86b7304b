import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { RevokedGrants } from '../revoked-grants.ts';
import {
  passwordChangedMail,
  RESET_PASSWORD_PATH,
  RESET_REQUEST_PATH,
  resetLinkMail,
} from './account-mail.ts';
import type { AccountMailer } from './account-mailer.ts';
import { findAccountByEmail, findAccountById } from './accounts.ts';
import { identityPagesHelmet } from './content-security-policy.ts';
import { endAccountSessions } from './end-account-sessions.ts';
import { acceptFormBodies } from './form-body.ts';
import { sendHtml } from './interaction-errors.ts';
import { fieldErrors, keptValues, ResetRequestFormSchema } from './interaction-forms.ts';
import { hashPassword } from './password-hash.ts';
import { passwordProblem } from './password-policy.ts';
import { resetLimits } from './password-reset-limits.ts';
import { recordSecurityEvent } from './security-events.ts';
import { findUsableToken, issueResetToken, resetPassword } from './password-reset-tokens.ts';
import { emptyForm } from './views/form-fields.ts';
import { messagePage } from './views/message-page.ts';
import { resetPasswordPage } from './views/reset-password-page.ts';
import { resetRequestedPage, resetRequestPage } from './views/reset-request-page.ts';
import { RESET_SCRIPT, RESET_SCRIPT_PATH } from './views/reset-script.ts';

export interface PasswordResetRoutesOptions {
  config: Config;
  revokedGrants: RevokedGrants;
  mailer: AccountMailer;
  clock?: () => Date;
}

// Pages for people, outside the API description; form fields are read by the handlers, which
// answer with the page and its field errors.
const pageSchema = { hide: true };
const formSchema = {
  hide: true,
  body: z.record(z.string(), z.unknown()).optional().catch(undefined),
};

/** A base64url token of 32 bytes is 43 characters; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 128;

/**
 * "Forgot your password?" in the embedded provider (decision 041): a form that emails a
 * single-use link, valid 30 minutes, and the page that link opens to choose a new password. The
 * answer to a request is the same whether or not the address has an account; a new password ends
 * every session and refresh token of the account.
 */
export default async function passwordResetRoutes(
  app: FastifyInstance,
  { config, revokedGrants, mailer, clock = () => new Date() }: PasswordResetRoutesOptions,
) {
  acceptFormBodies(app);
  const { publicUrl } = config;
  const homeUrl = `${publicUrl}/`;
  const withinLimits = resetLimits(app);
  const noScripts = identityPagesHelmet(config, 'none');
  // The new-password page runs one script file from this origin (it reads the link's fragment).
  const ownScripts = identityPagesHelmet(config, 'provider');
  const rateLimit = { rateLimit: app.authRateLimit };

  const linkNoLongerWorks = (reply: FastifyReply) =>
    sendHtml(
      reply,
      400,
      messagePage({
        title: 'This link no longer works',
        message:
          'A reset link works once, for 30 minutes, and a newer password ends the older links. Ask for a new link and use it within 30 minutes.',
        link: { href: RESET_REQUEST_PATH, text: 'Send a new link' },
        homeUrl,
      }),
    );

  app.get(RESET_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(RESET_SCRIPT),
  );

  app.get(RESET_REQUEST_PATH, { helmet: noScripts, schema: pageSchema }, async (_request, reply) =>
    sendHtml(reply, 200, resetRequestPage(publicUrl, emptyForm())),
  );

  app.post(
    RESET_REQUEST_PATH,
    { helmet: noScripts, schema: formSchema, config: rateLimit },
    async (request, reply) => {
      const values = { email: keptValues(request.body).email };
      const parsed = ResetRequestFormSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        return sendHtml(reply, 400, resetRequestPage(publicUrl, { values, errors }));
      }
      const refusal = await withinLimits(request);
      if (refusal) {
        reply.header('retry-after', String(refusal.retryAfterSeconds));
        const state = { values, errors: {}, formError: refusal.message };
        return sendHtml(reply, 429, resetRequestPage(publicUrl, state));
      }
      const { email } = parsed.data;
      mailer.later('password reset link', async () => {
        const account = await findAccountByEmail(app.db, email);
        if (!account) return undefined;
        const token = await issueResetToken(app.db, account.id, clock());
        return resetLinkMail(account.email, publicUrl, token);
      });
      return sendHtml(reply, 200, resetRequestedPage(publicUrl, email));
    },
  );

  app.get(
    RESET_PASSWORD_PATH,
    { helmet: ownScripts, schema: pageSchema },
    async (_request, reply) => sendHtml(reply, 200, resetPasswordPage(publicUrl, emptyForm())),
  );

  app.post(
    RESET_PASSWORD_PATH,
    { helmet: ownScripts, schema: formSchema, config: rateLimit },
    async (request: FastifyRequest, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const token = typeof body.token === 'string' ? body.token.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      if (!token || token.length > MAX_TOKEN_LENGTH) return linkNoLongerWorks(reply);
      const usable = await findUsableToken(app.db, token, clock());
      const account = usable && (await findAccountById(app.db, usable.accountId));
      if (!account) return linkNoLongerWorks(reply);

      // The rules of sign-up (NIST SP 800-63B): length and the common-password list.
      const problem = password
        ? passwordProblem(password, { email: account.email })
        : 'Enter a new password.';
      if (problem) {
        const state = { values: {}, errors: { password: problem }, token };
        return sendHtml(reply, 400, resetPasswordPage(publicUrl, state));
      }
      const changed = await resetPassword(app.db, token, await hashPassword(password), clock());
      // Used by a second submission of the same link while the password was being hashed.
      if (!changed) return linkNoLongerWorks(reply);
      // Whoever knew the old password (or held a session) is out, everywhere.
      const ended = await endAccountSessions(app.db, revokedGrants, changed);
      request.log.info({ accountId: changed, ended }, 'password reset; every session ended');
      await recordSecurityEvent(app.db, { accountId: changed, kind: 'password-reset' });
      mailer.later('password changed notice', async () =>
        passwordChangedMail(account.email, publicUrl),
      );
      return sendHtml(
        reply,
        200,
        messagePage({
          title: 'Your password is changed',
          message:
            'Sign in with your new password. Every device that was signed in to your account has been signed out.',
          link: { href: `${publicUrl}/login`, text: 'Sign in' },
          homeUrl,
        }),
      );
    },
  );

  app.setErrorHandler(
    async (
      error: FastifyError | AppError | Error,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        const seconds = (error.details as { retryAfterSeconds?: number } | undefined)
          ?.retryAfterSeconds;
        const formError = `Too many attempts. Please wait ${seconds ? `${seconds} seconds` : 'a minute'} and try again.`;
        const values = { email: keptValues(request.body).email };
        // The link's token goes back into the form, so waiting is enough to try again.
        const sent = (request.body ?? {}) as Record<string, unknown>;
        const token = typeof sent.token === 'string' ? sent.token.slice(0, MAX_TOKEN_LENGTH) : '';
        const page = request.url.startsWith(RESET_PASSWORD_PATH)
          ? resetPasswordPage(publicUrl, { values: {}, errors: {}, formError, token })
          : resetRequestPage(publicUrl, { values, errors: {}, formError });
        return sendHtml(reply, 429, page);
      }
      const status =
        'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'password reset page error');
      return sendHtml(
        reply,
        status >= 400 && status < 500 ? status : 500,
        messagePage({
          title: status < 500 ? 'We could not read that form' : 'Something went wrong',
          message:
            status < 500
              ? 'Please go back and try again.'
              : 'Something went wrong on our side. Please try again.',
          link: { href: RESET_REQUEST_PATH, text: 'Back to password reset' },
          homeUrl,
        }),
      );
    },
  );
}
