import { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JSONWebKeySet } from 'jose';
import type Provider from 'oidc-provider';
import type { Config } from '../../../config.ts';
import { revokedGrants, type RevokedGrants } from '../revoked-grants.ts';
import { CLOCK_TOLERANCE_SECONDS } from '../verify-access-token.ts';
import { accountMailer, type AccountMailer } from './account-mailer.ts';
import { identityPagesHelmet } from './content-security-policy.ts';
import { createProvider } from './create-provider.ts';
import { deleteExpiredPayloads } from './database-adapter.ts';
import { deleteExpiredVerificationTokens } from './email-verification-tokens.ts';
import interactionRoutes from './interaction-routes.ts';
import passwordResetRoutes from './password-reset-routes.ts';
import { deleteExpiredResetTokens } from './password-reset-tokens.ts';
import { deleteOldSecurityEvents } from './security-events.ts';
import { deleteExpiredChallenges } from './two-factor-challenges.ts';
import { deleteExpiredEnrolments } from './two-factor-credentials.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present only when the embedded provider runs (no OIDC_ISSUER configured). */
    embeddedIdentity?: {
      provider: Provider;
      publicJwks: JSONWebKeySet;
      revokedGrants: RevokedGrants;
      /** Reset links and security notices; tests wait for `idle()` before reading the outbox. */
      mailer: AccountMailer;
    };
  }
}

const MOUNT_PATH = '/oidc';
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

type NodeHandler = ReturnType<Provider['callback']>;

/** The provider's own limit on a body (oidc-provider refuses more). */
const PROVIDER_BODY_LIMIT = 56 * 1024;

/**
 * The request again with a body already read: the provider parses bodies itself, from the
 * stream, so it gets a request whose stream holds the same bytes.
 */
function withBody(raw: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new IncomingMessage(raw.socket);
  replay.method = raw.method;
  replay.url = raw.url;
  replay.headers = raw.headers;
  replay.rawHeaders = raw.rawHeaders;
  replay.httpVersion = raw.httpVersion;
  replay.httpVersionMajor = raw.httpVersionMajor;
  replay.httpVersionMinor = raw.httpVersionMinor;
  replay.push(body);
  replay.push(null);
  // The whole message is here: ending the stream must not count as the client aborting (which
  // would close the connection under the answer).
  replay.complete = true;
  return replay;
}

/**
 * Gives one request to oidc-provider (a Koa app), its body as the bytes that were sent, with
 * paths relative to where it is mounted, as koa-mount or middie would pass. The body is read
 * here (as bytes, never parsed) so the app-wide input checks see it before the provider does.
 */
function handOff(request: FastifyRequest, reply: FastifyReply, handler: NodeHandler): void {
  // Headers set through `reply` (request id, rate-limit counters) would be lost by hijacking.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.hijack();
  const raw = Buffer.isBuffer(request.body) ? withBody(request.raw, request.body) : request.raw;
  const originalUrl = raw.url ?? '/';
  raw.url = originalUrl.slice(MOUNT_PATH.length) || '/';
  reply.raw.once('close', () => {
    raw.url = originalUrl;
  });
  void handler(raw, reply.raw);
}

/** Mounts the embedded OpenID provider at /oidc, with its sign-in screens. */
export default fp<{ config: Config }>(
  async function embeddedIdentityProvider(app: FastifyInstance, { config }) {
    const revoked = revokedGrants(app.db, {
      keepSeconds: config.identity.accessTokenTtlSeconds + CLOCK_TOLERANCE_SECONDS,
    });
    const { provider, publicJwks } = await createProvider({
      config,
      db: app.db,
      revokedGrants: revoked,
      onServerError: (err) => app.log.error({ err }, 'identity provider error'),
    });
    const mailer = accountMailer(app.mail, app.log);
    app.decorate('embeddedIdentity', { provider, publicJwks, revokedGrants: revoked, mailer });
    // Before the mail adapter closes: notices already promised still leave.
    app.addHook('preClose', async () => mailer.idle());
    const handler = provider.callback();

    await app.register(async (scope) => {
      // Bodies stay bytes for the provider to parse; reading them here lets the app's input
      // checks (preValidation) see them first.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: PROVIDER_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      scope.route({
        method: ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'],
        url: `${MOUNT_PATH}/*`,
        helmet: identityPagesHelmet(config, 'provider'),
        handler: async (request, reply) => handOff(request, reply, handler),
      });
    });

    await app.register(interactionRoutes, { config, provider, mailer });
    await app.register(passwordResetRoutes, { config, revokedGrants: revoked, mailer });

    // Expired codes, sessions and interactions are invisible to the provider; this reclaims them.
    const sweep = setInterval(() => {
      Promise.all([
        deleteExpiredPayloads(app.db),
        revoked.deleteExpired(),
        deleteExpiredResetTokens(app.db),
        deleteExpiredVerificationTokens(app.db),
        deleteOldSecurityEvents(app.db),
        deleteExpiredEnrolments(app.db),
        deleteExpiredChallenges(app.db),
      ]).catch((err: unknown) =>
        app.log.warn({ err }, 'could not delete expired identity provider records'),
      );
    }, SWEEP_INTERVAL_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  {
    name: 'embedded-identity-provider',
    dependencies: ['database', 'rate-limits', 'security-headers'],
  },
);
