import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { AppError } from '../../lib/app-error.ts';
import { accessTokenError } from './access-token-errors.ts';
import { assertAccessTokenType } from './access-token-type.ts';
import { remoteKeySet, withoutTrailingSlash } from './remote-key-set.ts';

export interface AccessTokenVerifierOptions {
  issuer: string;
  audience: string;
  /** The web app's client id: a token whose only audience is the client is an ID token. */
  clientId: string;
  algorithms: string[];
  /**
   * The embedded provider's public keys. When given, tokens are verified in-process and must be
   * typed `at+jwt`; otherwise keys come from the issuer's discovery document.
   */
  localJwks?: JSONWebKeySet | undefined;
}

export interface VerifiedAccessToken {
  subject: string;
  claims: JWTPayload;
  /** The embedded provider's grant behind the token, to check against the revocation list. */
  grantId?: string | undefined;
}

export type VerifyAccessToken = (token: string) => Promise<VerifiedAccessToken>;

export const CLOCK_TOLERANCE_SECONDS = 60;

/** The claim in which the embedded provider names a token's grant. */
export const GRANT_ID_CLAIM = 'gid';

const epochSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Verifies bearer access tokens: pinned algorithms, exact issuer and audience, 60 s of clock
 * tolerance, required exp/iat/sub, no issue time in the future, and a refusal of ID tokens
 * presented as access tokens. The embedded provider's tokens must name their grant. Every
 * failure is an AppError with a specific 401 code (or 503 when the issuer cannot be reached).
 */
export function createAccessTokenVerifier(options: AccessTokenVerifierOptions): VerifyAccessToken {
  const { audience, clientId, algorithms, localJwks } = options;
  const keys = localJwks ? createLocalJWKSet(localJwks) : remoteKeySet(options.issuer);
  // Auth0 and others write their issuer with a trailing slash; configuration strips it.
  const issuer = localJwks
    ? options.issuer
    : [withoutTrailingSlash(options.issuer), `${withoutTrailingSlash(options.issuer)}/`];
  const expected = { audience, clientId, algorithms, requireAtJwt: Boolean(localJwks) };

  return async (token) => {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, keys, {
        algorithms,
        issuer,
        audience,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      assertAccessTokenType(protectedHeader, payload, expected);
      if (typeof payload.sub !== 'string' || payload.sub === '') {
        throw new AppError('TOKEN_INVALID', 'The access token has no subject.');
      }
      // jose only checks `iat` against a maximum age; a token "issued" later than now is forged
      // or minted by a clock far ahead, and would outlive its stated lifetime.
      if (
        typeof payload.iat === 'number' &&
        payload.iat > epochSeconds() + CLOCK_TOLERANCE_SECONDS
      ) {
        throw new AppError('TOKEN_INVALID', 'The access token was issued in the future.');
      }
      const grantId = payload[GRANT_ID_CLAIM];
      if (localJwks && (typeof grantId !== 'string' || grantId === '')) {
        throw new AppError('TOKEN_INVALID', 'The access token does not name its grant.');
      }
      return {
        subject: payload.sub,
        claims: payload,
        grantId: typeof grantId === 'string' ? grantId : undefined,
      };
    } catch (error) {
      throw accessTokenError(error, expected);
    }
  };
}
