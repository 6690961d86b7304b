import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { cacheByToken } from '../adapters/identity/token-cache.ts';
import {
  CLOCK_TOLERANCE_SECONDS,
  createAccessTokenVerifier,
} from '../adapters/identity/verify-access-token.ts';
import { AppError } from '../lib/app-error.ts';
import { getCurrentUser, identityFromClaims } from '../modules/account/get-current-user.ts';
import type { User } from '../modules/account/repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user; sets `request.user` or answers 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user. Only set on routes that run `app.authenticate`. */
    user: User;
  }
}

const USER_CACHE_MS = 30_000;

const BEARER = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)\s*$/i;

function bearerToken(header: string | undefined): string {
  const match = header ? BEARER.exec(header) : null;
  if (!match?.[1]) {
    throw new AppError(
      'TOKEN_MISSING',
      header
        ? 'Send the access token as "Authorization: Bearer <token>".'
        : 'Sign in to continue: this request needs an access token.',
    );
  }
  return match[1];
}

/**
 * Bearer-token authentication for the API. Tokens of the embedded provider are checked against
 * its keys in-process; an external issuer's keys are discovered from its metadata.
 */
export default fp<{ config: Config }>(
  async function auth(app: FastifyInstance, { config }) {
    const { issuer, audience, clientId, algorithms, embedded } = config.identity;
    const localJwks = embedded ? app.embeddedIdentity?.publicJwks : undefined;
    if (embedded && !localJwks)
      throw new Error('the embedded identity provider must be registered before auth');
    const verify = createAccessTokenVerifier({ issuer, audience, clientId, algorithms, localJwks });
    // The user behind a token only changes through that token's own claims, so the pair can be
    // reused for a short while; never past the token's expiry and its clock tolerance.
    const userForToken = cacheByToken(
      async (token) => {
        const { subject, claims } = await verify(token);
        const user = await getCurrentUser(app.db, identityFromClaims(issuer, subject, claims));
        return {
          user: Object.freeze(user),
          expiresAt: ((claims.exp ?? 0) + CLOCK_TOLERANCE_SECONDS) * 1000,
        };
      },
      { validUntil: ({ expiresAt }, now) => Math.min(expiresAt, now + USER_CACHE_MS) },
    );

    app.decorateRequest('user', null as unknown as User);
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        request.user = (await userForToken(bearerToken(request.headers.authorization))).user;
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) {
          // RFC 6750: tell the client which scheme to use and, for bad tokens, why.
          reply.header(
            'www-authenticate',
            error.code === 'TOKEN_MISSING' ? 'Bearer' : 'Bearer error="invalid_token"',
          );
        }
        throw error;
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
