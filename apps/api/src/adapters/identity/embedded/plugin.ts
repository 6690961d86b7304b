import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JSONWebKeySet } from 'jose';
import type Provider from 'oidc-provider';
import type { Config } from '../../../config.ts';
import { revokedGrants, type RevokedGrants } from '../revoked-grants.ts';
import { CLOCK_TOLERANCE_SECONDS } from '../verify-access-token.ts';
import { identityPagesHelmet } from './content-security-policy.ts';
import { createProvider } from './create-provider.ts';
import { deleteExpiredPayloads } from './database-adapter.ts';
import interactionRoutes from './interaction-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present only when the embedded provider runs (no OIDC_ISSUER configured). */
    embeddedIdentity?: {
      provider: Provider;
      publicJwks: JSONWebKeySet;
      revokedGrants: RevokedGrants;
    };
  }
}

const MOUNT_PATH = '/oidc';
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

type NodeHandler = ReturnType<Provider['callback']>;

/**
 * Gives one request to oidc-provider (a Koa app) untouched: Fastify must not parse its body, and
 * the provider expects paths relative to where it is mounted, as koa-mount or middie would pass.
 */
function handOff(request: FastifyRequest, reply: FastifyReply, handler: NodeHandler): void {
  // Headers set through `reply` (request id, rate-limit counters) would be lost by hijacking.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.hijack();
  const raw = request.raw;
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
    app.decorate('embeddedIdentity', { provider, publicJwks, revokedGrants: revoked });
    const handler = provider.callback();

    app.route({
      method: ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'],
      url: `${MOUNT_PATH}/*`,
      helmet: identityPagesHelmet(config, 'provider'),
      // preParsing runs after the rate limiter and before any body is read.
      preParsing: (request, reply, _payload, done) => {
        handOff(request, reply, handler);
        done();
      },
      handler: async () => undefined,
    });

    await app.register(interactionRoutes, { config, provider });

    // Expired codes, sessions and interactions are invisible to the provider; this reclaims them.
    const sweep = setInterval(() => {
      Promise.all([deleteExpiredPayloads(app.db), revoked.deleteExpired()]).catch((err: unknown) =>
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
