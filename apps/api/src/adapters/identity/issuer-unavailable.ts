import { AppError } from '../../lib/app-error.ts';

/** The token may be fine; the issuer (or its key set) could not be reached to tell. */
export function issuerUnavailable(cause?: unknown): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The sign-in service could not be reached to check your access token. Please try again shortly.',
    undefined,
    { cause, logMessage: 'identity issuer unreachable' },
  );
}
