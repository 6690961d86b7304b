import { errors } from 'jose';
import { AppError } from '../../lib/app-error.ts';
import {
  idTokenRejected,
  looksLikeIdToken,
  type TokenTypeExpectations,
} from './access-token-type.ts';
import { issuerUnavailable } from './issuer-unavailable.ts';

function claimError(
  error: InstanceType<typeof errors.JWTClaimValidationFailed>,
  expected: TokenTypeExpectations,
) {
  switch (error.claim) {
    case 'iss':
      return new AppError(
        'TOKEN_ISSUER_MISMATCH',
        'The access token was issued by an unexpected issuer.',
      );
    case 'aud':
      // Claims are checked after the signature, so this payload is genuine enough for the hint.
      return looksLikeIdToken(error.payload, expected)
        ? idTokenRejected()
        : new AppError('TOKEN_AUDIENCE_MISMATCH', 'The access token is not meant for this API.');
    case 'nbf':
      return new AppError('TOKEN_INVALID', 'The access token is not valid yet.');
    default:
      return new AppError(
        'TOKEN_INVALID',
        error.reason === 'missing'
          ? `The access token has no "${error.claim}" claim.`
          : `The access token's "${error.claim}" claim is not valid.`,
      );
  }
}

/** Translates jose's failures into the API's 401 codes; anything unexpected means a 503. */
export function accessTokenError(
  error: unknown,
  expected: TokenTypeExpectations & { algorithms: string[] },
): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof errors.JWTExpired) {
    return new AppError(
      'TOKEN_EXPIRED',
      'The access token has expired. Sign in again or refresh it.',
    );
  }
  if (error instanceof errors.JWTClaimValidationFailed) return claimError(error, expected);
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return new AppError(
      'TOKEN_ALGORITHM_REJECTED',
      `The access token must be signed with ${expected.algorithms.join(' or ')}.`,
    );
  }
  if (
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys
  ) {
    return new AppError(
      'TOKEN_KEY_UNKNOWN',
      'The access token is signed with a key this API does not know.',
    );
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return new AppError('TOKEN_INVALID', 'The access token signature is not valid.');
  }
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
    return new AppError('TOKEN_MALFORMED', 'The access token is not a well-formed JWT.');
  }
  // Timeouts, unreachable or invalid key sets: the token may be fine, the issuer is not.
  return issuerUnavailable(error);
}
