import { createHash } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { registrationAttemptMail, RESET_REQUEST_PATH, signInAttemptsMail } from './account-mail.ts';
import type { AccountMailer } from './account-mailer.ts';
import {
  createAccount,
  findAccountByEmail,
  normaliseEmail,
  verifyCredentials,
} from './accounts.ts';
import { identityPagesHelmet } from './content-security-policy.ts';
import { firstPartyGrant } from './first-party-grant.ts';
import {
  InteractionExpired,
  interactionErrorHandler,
  sendHtml,
  type RenderScreen,
  type Screen,
} from './interaction-errors.ts';
import { keptValues, parseRegisterForm, parseSignInForm } from './interaction-forms.ts';
import { acceptFormBodies } from './form-body.ts';
import { issueVerificationToken } from './email-verification-tokens.ts';
import { recordSecurityEvent } from './security-events.ts';
import { confirmAddressMail } from './verification-mail.ts';
import { closeChallenge, findChallenge, openChallenge } from './two-factor-challenges.ts';
import { twoFactorCredentials, type SecondFactor } from './two-factor-credentials.ts';
import { FAILED_CODE_WINDOW_MS, twoFactorThrottle, waitText } from './two-factor-throttle.ts';
import {
  FAILED_SIGN_IN_WINDOW_MS,
  signInThrottle,
  THROTTLED_DELAY_MS,
} from './sign-in-throttle.ts';
import { AUTH_CSS, AUTH_CSS_PATH } from './views/auth-styles.ts';
import { SIGN_OUT_SCRIPT, SIGN_OUT_SCRIPT_PATH } from './views/sign-out-script.ts';
import { emptyForm } from './views/form-fields.ts';
import { registerPage } from './views/register-page.ts';
import { registrationNotCompletedPage } from './views/registration-not-completed-page.ts';
import { signInPage } from './views/sign-in-page.ts';
import { twoFactorPage } from './views/two-factor-page.ts';

export interface InteractionRoutesOptions {
  config: Config;
  provider: Provider;
  mailer: AccountMailer;
}

type UidRequest = FastifyRequest<{ Params: { uid: string }; Querystring: { screen?: string } }>;

// Pages for people, outside the API description. An unexpected `screen` shows the sign-in form.
const interactionSchema = {
  hide: true,
  params: z.object({ uid: z.string() }),
  querystring: z.object({ screen: z.string().optional().catch(undefined) }),
};
// Form fields are read by the form parsers, which answer with the page and its field errors.
const formSchema = {
  ...interactionSchema,
  body: z.record(z.string(), z.unknown()).optional().catch(undefined),
};

const BAD_CREDENTIALS = 'Incorrect email or password.';
const WRONG_CODE =
  'That code is not right. Check that it is the newest code for Resumio in your authenticator app, or use a recovery code.';
const NO_CODE = 'Enter the code from your authenticator app, or a recovery code.';
const SIGN_IN_AGAIN =
  'Signing in took too long, so we stopped it for your security. Please enter your email and password again.';
/** Longer than any recovery code with spaces; anything more is not worth checking. */
const MAX_CODE_LENGTH = 64;
const REGISTRATION_NOTICE_WINDOW_MS = 60 * 60 * 1000;

/** The truth when a client is throttled: nothing about the password, and the way out. */
function tooManyAttempts(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many sign-in attempts for this email address from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`;
}

/**
 * The sign-in and registration screens of the embedded provider. oidc-provider sends the browser
 * here with an interaction cookie; a successful form hands the account back to the provider,
 * which finishes the authorization request. Consent is never asked: the only client is our own.
 */
/** The typed code, trimmed and cut short, to check and to show again on a refusal. */
function keptCode(body: unknown): string {
  const code = body && typeof body === 'object' ? (body as Record<string, unknown>).code : '';
  return typeof code === 'string' ? code.trim().slice(0, MAX_CODE_LENGTH) : '';
}

export default async function interactionRoutes(
  app: FastifyInstance,
  { config, provider, mailer }: InteractionRoutesOptions,
) {
  // Scoped to these routes: the rest of the API only speaks JSON.
  acceptFormBodies(app);

  const helmet = identityPagesHelmet(config, 'none');
  const throttle = signInThrottle(
    app.attemptCounter('sign-in-failures-per-client', FAILED_SIGN_IN_WINDOW_MS),
    app.attemptCounter('sign-in-failures', FAILED_SIGN_IN_WINDOW_MS),
  );
  const context = (uid: string) => ({ uid, publicUrl: config.publicUrl });
  // One notice an hour per address at most: probing an address must not flood its owner's inbox.
  const registrationNotices = app.attemptCounter(
    'registration-notices',
    REGISTRATION_NOTICE_WINDOW_MS,
  );

  const twoFactor = twoFactorCredentials(app.db);
  const codeThrottle = twoFactorThrottle(
    app.attemptCounter('two-factor-failures', FAILED_CODE_WINDOW_MS),
  );

  const pages = { register: registerPage, login: signInPage, 'two-factor': twoFactorPage };
  const renderScreen: RenderScreen = (reply, status, screen, uid, state) =>
    sendHtml(reply, status, pages[screen](context(uid), state));

  async function loadLoginInteraction(request: UidRequest, reply: FastifyReply) {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    // The cookie names the sign-in this browser started; a form of another one is refused.
    if (details.uid !== request.params.uid) throw new InteractionExpired();
    return details;
  }

  const grantFor = (accountId: string, grantId?: string) =>
    firstPartyGrant(provider, {
      accountId,
      clientId: config.identity.clientId,
      audience: config.identity.audience,
      grantId,
    });

  /** Signing in also answers the consent prompt, so no second round trip is needed. */
  async function signedIn(
    request: UidRequest,
    reply: FastifyReply,
    accountId: string,
    secondFactor?: SecondFactor,
  ) {
    const grant = await grantFor(accountId);
    // Shown to the owner under Settings → Security: when, and on which device (decision 046).
    await recordSecurityEvent(app.db, {
      accountId,
      kind: 'sign-in',
      grantId: grant.jti,
      userAgent: request.headers['user-agent'],
    });
    return finish(request, reply, {
      // RFC 8176 method names: a recovery code is a one-time password too.
      login: { accountId, amr: secondFactor ? ['pwd', 'otp', 'mfa'] : ['pwd'] },
      consent: { grantId: grant.jti },
    });
  }

  async function finish(request: UidRequest, reply: FastifyReply, result: InteractionResults) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  app.get(AUTH_CSS_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(AUTH_CSS),
  );

  app.get(SIGN_OUT_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(SIGN_OUT_SCRIPT),
  );

  const pageRoute = { helmet, schema: interactionSchema };
  const formRoute = { helmet, schema: formSchema, config: { rateLimit: app.authRateLimit } };

  app.get('/oidc/interaction/:uid', pageRoute, async (request: UidRequest, reply) => {
    const details = await loadLoginInteraction(request, reply);
    if (details.prompt.name !== 'login') {
      // An already signed-in browser still passes here for the consent that offline access
      // needs; our own client grants it without asking.
      const accountId = details.session?.accountId;
      if (!accountId || details.params.client_id !== config.identity.clientId) {
        throw new InteractionExpired();
      }
      const grant = await grantFor(accountId, details.grantId);
      return finish(request, reply, { consent: { grantId: grant.jti } });
    }
    const requested = request.query.screen ?? details.params.screen;
    const screen: Screen = requested === 'register' ? 'register' : 'login';
    return renderScreen(reply, 200, screen, details.uid, emptyForm());
  });

  app.post('/oidc/interaction/:uid/login', formRoute, async (request: UidRequest, reply) => {
    await loadLoginInteraction(request, reply);
    const { uid } = request.params;
    const form = parseSignInForm(request.body);
    const values = { email: keptValues(request.body).email };
    if (!form.ok) return renderScreen(reply, 400, 'login', uid, { values, errors: form.errors });
    const { email, password } = form.data;
    // Counted per address and client: a stranger's guesses throttle the stranger, not the owner.
    const waitMs = await throttle.retryAfterMs(email, request.ip);
    if (waitMs > 0) {
      // The password is not checked: a throttled client learns nothing from its guesses.
      reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
      return renderScreen(reply, 429, 'login', uid, {
        values,
        errors: {},
        formError: tooManyAttempts(waitMs),
        formErrorLink: { href: RESET_REQUEST_PATH, text: 'Reset your password' },
      });
    }
    const account = await verifyCredentials(app.db, email, password);
    if (!account) {
      const { notifyOwner, slowDown } = await throttle.recordFailure(email, request.ip);
      if (notifyOwner) {
        mailer.later('sign-in attempts notice', async () => {
          const owner = await findAccountByEmail(app.db, email);
          return owner && signInAttemptsMail(owner.email, config.publicUrl);
        });
      }
      if (slowDown) await setTimeout(THROTTLED_DELAY_MS);
      return renderScreen(reply, 401, 'login', uid, {
        values,
        errors: {},
        formError: BAD_CREDENTIALS,
      });
    }
    if (await twoFactor.isEnabled(account.id)) {
      // The password alone signs in no one with two-factor sign-in on (decision 053); the code
      // page answers for this interaction only, so it works in this browser only.
      await openChallenge(app.db, { interactionId: uid, accountId: account.id, now: new Date() });
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/oidc/interaction/${uid}/two-factor`, 303);
    }
    return signedIn(request, reply, account.id);
  });

  app.get('/oidc/interaction/:uid/two-factor', pageRoute, async (request: UidRequest, reply) => {
    await loadLoginInteraction(request, reply);
    const { uid } = request.params;
    if (!(await findChallenge(app.db, uid, new Date()))) {
      return renderScreen(reply, 200, 'login', uid, emptyForm());
    }
    return renderScreen(reply, 200, 'two-factor', uid, emptyForm());
  });

  app.post('/oidc/interaction/:uid/two-factor', formRoute, async (request: UidRequest, reply) => {
    await loadLoginInteraction(request, reply);
    const { uid } = request.params;
    const now = new Date();
    const accountId = await findChallenge(app.db, uid, now);
    if (!accountId) {
      return renderScreen(reply, 400, 'login', uid, {
        values: {},
        errors: {},
        formError: SIGN_IN_AGAIN,
      });
    }
    const typed = keptCode(request.body);
    const values = { code: typed };
    if (!typed)
      return renderScreen(reply, 400, 'two-factor', uid, { values, errors: { code: NO_CODE } });
    const waitMs = await codeThrottle.retryAfterMs(accountId);
    if (waitMs > 0) {
      // Not checked at all: a guess made while throttled tells nothing.
      reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
      return renderScreen(reply, 429, 'two-factor', uid, {
        values,
        errors: {},
        formError: `Too many wrong codes for this account. ${waitText(waitMs)}`,
      });
    }
    const factor = await twoFactor.verify(accountId, typed, now);
    if (!factor) {
      await codeThrottle.recordFailure(accountId);
      return renderScreen(reply, 401, 'two-factor', uid, {
        values,
        errors: { code: WRONG_CODE },
      });
    }
    // Two tabs answering at once finish one sign-in, not two.
    if (!(await closeChallenge(app.db, uid))) throw new InteractionExpired();
    if (factor === 'recovery-code') {
      await recordSecurityEvent(app.db, {
        accountId,
        kind: 'recovery-code-used',
        userAgent: request.headers['user-agent'],
        now,
      });
    }
    return signedIn(request, reply, accountId, factor);
  });

  app.post('/oidc/interaction/:uid/register', formRoute, async (request: UidRequest, reply) => {
    await loadLoginInteraction(request, reply);
    const { uid } = request.params;
    const form = parseRegisterForm(request.body);
    const values = keptValues(request.body);
    if (!form.ok) {
      return renderScreen(reply, 400, 'register', uid, { values, errors: form.errors });
    }
    const created = await createAccount(app.db, form.data);
    if (!created.ok) {
      // Saying "this address has an account" would let anyone test addresses (decision 010); the
      // owner is told by email instead, after the answer, so its timing tells nothing either.
      request.log.info({ interaction: uid }, 'registration with an address that has an account');
      const { email } = form.data;
      mailer.later('registration attempt notice', async () => {
        const key = createHash('sha256').update(normaliseEmail(email)).digest('base64url');
        if ((await registrationNotices.hit(key)) > 1) return undefined;
        const owner = await findAccountByEmail(app.db, email);
        return owner && registrationAttemptMail(owner.email, config.publicUrl);
      });
      return sendHtml(reply, 200, registrationNotCompletedPage(context(uid)));
    }
    // Signed in at once, to keep a new user's first minutes smooth; the address is confirmed by
    // the emailed link, and checkout and reminder emails wait for it (decision 046).
    const { account } = created;
    mailer.later('address confirmation', async () => {
      const token = await issueVerificationToken(app.db, {
        accountId: account.id,
        email: account.email,
        now: new Date(),
      });
      return confirmAddressMail(account.email, config.publicUrl, token, 'new-account');
    });
    return signedIn(request, reply, account.id);
  });

  app.setErrorHandler(interactionErrorHandler(config, renderScreen));
}
