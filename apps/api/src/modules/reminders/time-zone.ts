import { canonicalTimeZone } from '@resumio/contract/jobs';
import { AppError } from '../../lib/app-error.ts';

export const TIME_ZONE_MESSAGE = 'Use an IANA time zone such as Europe/Paris or America/New_York.';

/** The canonical name of a time zone the user sent, or 400 naming the field. */
export function requireTimeZone(value: string, field: string): string {
  const zone = canonicalTimeZone(value);
  if (zone) return zone;
  throw new AppError('VALIDATION_ERROR', 'The request is not valid.', [
    { path: field, message: TIME_ZONE_MESSAGE },
  ]);
}
