import { STATUS_CODES } from 'node:http';
import { ApiErrorBodySchema, errorCodes, errorStatus } from '@resumio/contract';

/** One shared component in the API description: every error answer has this shape. */
export const ErrorResponseSchema = ApiErrorBodySchema.meta({
  id: 'ApiError',
  description:
    'An error: a message for people, the reason phrase of the status, a code from the closed list, and optional details.',
});

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503 | 504;

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ErrorResponseSchema } } };
}

function listCodes(statusMatches: (status: number) => boolean): string {
  return errorCodes
    .filter((code) => statusMatches(errorStatus[code]))
    .map((code) => `\`${code}\``)
    .join(', ');
}

function describeStatus(status: ErrorStatus): string {
  return `${STATUS_CODES[status] ?? 'Error'}: ${listCodes((s) => s === status)}.`;
}

/**
 * Error answers for a route's `response`: the statuses the route itself produces, each listing
 * its codes, and every other 4xx and 5xx (rate limits, malformed JSON, an outage) by range.
 * Errors are serialised through the same schema, so only codes of the closed list can leave.
 */
export function errorResponses(...statuses: ErrorStatus[]) {
  const responses: Partial<Record<ErrorStatus | '4xx' | '5xx', ReturnType<typeof errorResponse>>> =
    {};
  for (const status of statuses) responses[status] = errorResponse(describeStatus(status));
  responses['4xx'] = errorResponse('Any other client error (for example 429 `RATE_LIMITED`).');
  responses['5xx'] = errorResponse(
    `A failure on the server's side: ${listCodes((status) => status >= 500)}. A 503 may say when to try again (Retry-After).`,
  );
  return responses;
}

/** The codes by status, as Markdown, for the API description. */
export function errorCodeTable(): string {
  const rows = errorCodes.map(
    (code) => `| \`${code}\` | ${errorStatus[code]} ${STATUS_CODES[errorStatus[code]] ?? ''} |`,
  );
  return ['| code | status |', '| --- | --- |', ...rows].join('\n');
}
