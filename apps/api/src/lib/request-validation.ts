import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

/** A request part that does not match its route's contract schema. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly part: RequestPart,
    readonly zodError: z.ZodError,
    /** What the client sent, for routes whose contract names its own error codes. */
    readonly input: unknown,
  ) {
    super(`The request ${part} is not valid.`);
    this.name = 'RequestValidationError';
  }
}

/**
 * Validates route input with the contract's zod schemas and hands the handler the parsed value
 * (defaults applied, unknown keys dropped). Fastify hands over a missing body as null; a JSON API
 * treats that, and a literal `null`, as no body, so optional bodies stay optional.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const part = (httpPart ?? 'body') as RequestPart;
    const input = part === 'body' && data === null ? undefined : data;
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(part, result.error, input) };
  };
