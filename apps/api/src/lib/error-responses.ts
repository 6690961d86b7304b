import { STATUS_CODES } from 'node:http';
import { ApiErrorBodySchema, errorCodes, errorStatus, type ErrorCode } from '@resumio/contract';

/** One shared component in the API description: every error answer has this shape. */
export const ErrorResponseSchema = ApiErrorBodySchema.meta({
  id: 'ApiError',
  description:
    'An error: a message for people, the reason phrase of the status, a code from the closed list, and optional details.',
});

export type ErrorStatus =
  400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503 | 504;

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ErrorResponseSchema } } };
}

/**
 * Codes any route may answer with for a status it names (bad input, tokens, a missing row, a
 * stale version, limits). The rest of the closed list belongs to one feature, and a route lists
 * them only when it names them: the calendar feed's 404 is NOT_FOUND, never a checkout session's.
 */
const SHARED_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'TOKEN_MISSING',
  'TOKEN_MALFORMED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'TOKEN_ALGORITHM_REJECTED',
  'TOKEN_ISSUER_MISMATCH',
  'TOKEN_AUDIENCE_MISMATCH',
  'TOKEN_KEY_UNKNOWN',
  'TOKEN_TYPE_INVALID',
  'PREMIUM_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'VERSION_CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
]);

const isStatus = (item: ErrorStatus | ErrorCode): item is ErrorStatus => typeof item === 'number';

const codeList = (codes: readonly ErrorCode[]) => codes.map((code) => `\`${code}\``).join(', ');

type ErrorResponseMap = Partial<
  Record<ErrorStatus | '4xx' | '5xx', ReturnType<typeof errorResponse>>
>;

/**
 * Error answers for a route's `response`, for a module whose own codes are `moduleCodes`: each
 * status the route itself produces with the codes it may carry, and every other 4xx and 5xx
 * (rate limits, malformed JSON, an outage) by range. A status lists the shared codes and the
 * module's; a code named instead of a status lists that code alone for its status (a route's
 * own not-found). Errors are serialised through the same schema, so only listed codes can leave.
 */
export function errorResponsesFor(moduleCodes: readonly ErrorCode[]) {
  const known = new Set<ErrorCode>([...SHARED_CODES, ...moduleCodes]);
  return function errorResponses(...items: (ErrorStatus | ErrorCode)[]): ErrorResponseMap {
    const byStatus = new Map<ErrorStatus, ErrorCode[]>();
    const add = (status: ErrorStatus, codes: ErrorCode[]) =>
      byStatus.set(status, [...new Set([...(byStatus.get(status) ?? []), ...codes])]);
    for (const item of items) {
      if (isStatus(item)) {
        add(
          item,
          errorCodes.filter((code) => errorStatus[code] === item && known.has(code)),
        );
      } else {
        add(errorStatus[item] as ErrorStatus, [item]);
      }
    }
    const responses: ErrorResponseMap = {};
    for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
      // A status without a code would describe an answer nobody can tell apart: name the code.
      if (codes.length === 0) throw new Error(`No error code for status ${status}: name it.`);
      responses[status] = errorResponse(`${STATUS_CODES[status] ?? 'Error'}: ${codeList(codes)}.`);
    }
    const serverCodes = errorCodes.filter((code) => errorStatus[code] >= 500 && known.has(code));
    responses['4xx'] = errorResponse('Any other client error (for example 429 `RATE_LIMITED`).');
    responses['5xx'] = errorResponse(
      `A failure on the server's side: ${codeList(serverCodes)}. A 503 may say when to try again (Retry-After).`,
    );
    return responses;
  };
}

/** Error answers for routes that answer only the shared codes. */
export const errorResponses = errorResponsesFor([]);

/** The codes by status, as Markdown, for the API description. */
export function errorCodeTable(): string {
  const rows = errorCodes.map(
    (code) => `| \`${code}\` | ${errorStatus[code]} ${STATUS_CODES[errorStatus[code]] ?? ''} |`,
  );
  return ['| code | status |', '| --- | --- |', ...rows].join('\n');
}
