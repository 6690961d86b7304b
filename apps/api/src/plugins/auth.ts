import type { UsersTable } from '@resumio/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JWTPayload } from 'jose';
import type { Config } from '../config.ts';
import { cacheByToken } from '../adapters/identity/token-cache.ts';
import {
  CLOCK_TOLERANCE_SECONDS,
  createAccessTokenVerifier,
} from '../adapters/identity/verify-access-token.ts';
import { AppError } from '../lib/app-error.ts';

export type SignedInUser = UsersTable;

/** Who a verified access token speaks for, as the identity provider put it. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  claims: JWTPayload;
}

export interface AuthOptions {
  config: Config;
  /** The app's user for a verified token (the account module provisions it on first sight). */
  findUser: (identity: VerifiedIdentity) => Promise<SignedInUser>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook for routes that need a signed-in user; sets `request.user` or answers 401. Run it as
     * `preValidation`, so a request without a token is refused before its input is judged.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user on routes that run `app.authenticate`; null everywhere else. */
    user: SignedInUser | null;
    /** The embedded provider's grant behind the access token (the browser session), if any. */
    grantId: string | null;
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

/** The signed-in user of a route behind `app.authenticate`. */
export function requireUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return request.user;
}

/**
 * Bearer-token authentication for the API. Tokens of the embedded provider are checked against
 * its keys in-process; an external issuer's keys are discovered from its metadata.
 */
export default fp<AuthOptions>(
  async function auth(app: FastifyInstance, { config, findUser }) {
    const { issuer, audience, clientId, algorithms, embedded } = config.identity;
    const localJwks = embedded ? app.embeddedIdentity?.publicJwks : undefined;
    if (embedded && !localJwks)
      throw new Error('the embedded identity provider must be registered before auth');
    // External issuers' tokens cannot be revoked here: they live until they expire.
    const revokedGrants = embedded ? app.embeddedIdentity?.revokedGrants : undefined;
    const verify = createAccessTokenVerifier({ issuer, audience, clientId, algorithms, localJwks });
    // The user behind a token only changes through that token's own claims, so the pair can be
    // reused for a short while; never past the token's expiry and its clock tolerance.
    const userForToken = cacheByToken(
      async (token) => {
        const { subject, claims, grantId } = await verify(token);
        const user = await findUser({ issuer, subject, claims });
        return {
          user: Object.freeze(user),
          grantId,
          expiresAt: ((claims.exp ?? 0) + CLOCK_TOLERANCE_SECONDS) * 1000,
        };
      },
      { validUntil: ({ expiresAt }, now) => Math.min(expiresAt, now + USER_CACHE_MS) },
    );

    /** Checked on every request, outside the token cache: a revocation must bite within seconds. */
    async function assertNotRevoked(grantId: string | undefined) {
      if (!revokedGrants || !grantId) return;
      if (await revokedGrants.isRevoked(grantId)) {
        throw new AppError(
          'TOKEN_INVALID',
          'This access token was revoked, for example by signing out. Sign in again.',
        );
      }
    }

    app.decorateRequest('user', null);
    app.decorateRequest('grantId', null);
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const { user, grantId } = await userForToken(bearerToken(request.headers.authorization));
        await assertNotRevoked(grantId);
        request.user = user;
        request.grantId = grantId ?? null;
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
