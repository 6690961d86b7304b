import type { JWTHeaderParameters, JWTPayload } from 'jose';
import { AppError } from '../../lib/app-error.ts';

export interface TokenTypeExpectations {
  audience: string;
  /** The web app's client id: a token addressed to the client alone is an ID token. */
  clientId: string;
  /** Our own provider always types access tokens `at+jwt` (RFC 9068); others may say `JWT`. */
  requireAtJwt: boolean;
}

export function audiences(payload: JWTPayload): string[] {
  if (Array.isArray(payload.aud)) return payload.aud;
  return typeof payload.aud === 'string' ? [payload.aud] : [];
}

/** ID tokens carry a nonce or hashes of their sibling tokens, or are addressed to the client. */
export function looksLikeIdToken(payload: JWTPayload, expected: TokenTypeExpectations): boolean {
  if (
    payload.nonce !== undefined ||
    payload.at_hash !== undefined ||
    payload.c_hash !== undefined
  ) {
    return true;
  }
  if (payload.token_use === 'id') return true;
  const aud = audiences(payload);
  return (
    expected.clientId !== expected.audience &&
    aud.length > 0 &&
    aud.every((a) => a === expected.clientId)
  );
}

export const idTokenRejected = () =>
  new AppError(
    'TOKEN_TYPE_INVALID',
    'This is an ID token. Send the access token for this API instead.',
  );

/** Refuses verified JWTs that are not access tokens: ID tokens, DPoP proofs, logout tokens… */
export function assertAccessTokenType(
  header: JWTHeaderParameters,
  payload: JWTPayload,
  expected: TokenTypeExpectations,
): void {
  const typ = header.typ?.toLowerCase().replace(/^application\//, '');
  const accepted = expected.requireAtJwt
    ? typ === 'at+jwt'
    : typ === undefined || typ === 'at+jwt' || typ === 'jwt';
  if (!accepted) {
    throw new AppError(
      'TOKEN_TYPE_INVALID',
      `The token type "${header.typ ?? 'none'}" is not an access token for this API.`,
    );
  }
  if (looksLikeIdToken(payload, expected)) throw idTokenRejected();
}
