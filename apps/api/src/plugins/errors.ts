import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody, ErrorCode } from '@resumio/contract';
import { errorStatus } from '@resumio/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { AppError, fieldIssues } from '../lib/app-error.ts';
import { RequestValidationError } from '../lib/request-validation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * For routes whose contract names its own codes for bad input (billing's price ids): turns a
     * failed validation into that error instead of VALIDATION_ERROR.
     */
    invalidRequest?: (error: RequestValidationError) => AppError | undefined;
  }
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  details?: unknown,
  status: number = errorStatus[code],
): FastifyReply {
  const body: ApiErrorBody = { message, error: STATUS_CODES[status] ?? 'Error', code };
  if (details !== undefined) body.details = details;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Maps Fastify's own client errors (body parsing, limits) onto the contract's codes. */
function fromFastifyError(error: FastifyError): { code: ErrorCode; message: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not supported.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' };
    default:
      break;
  }
  if (error.statusCode === 429) {
    return {
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    };
  }
  if (error.statusCode === 400 && error.message.includes('JSON')) {
    return { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: 'BAD_REQUEST', message: 'The request could not be understood.' };
  }
  return undefined;
}

const GENERIC_SERVER_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The one detail a 5xx may carry: when to try again. */
function retryHint(details: unknown): { retryAfterSeconds: number } | undefined {
  const seconds = (details as { retryAfterSeconds?: unknown } | null | undefined)
    ?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? { retryAfterSeconds: Math.ceil(seconds) }
    : undefined;
}

/**
 * A server-side AppError: the log gets everything (log message, cause, stack), the client its
 * user message and at most a retry hint. "Busy" answers (a full queue) are expected under load:
 * a warning without a stack, not an error.
 */
function sendServerError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const hint = retryHint(error.details);
  const busy = error.code === 'SERVICE_UNAVAILABLE' && hint !== undefined && !error.cause;
  if (busy) {
    request.log.warn({ code: error.code, reason: error.logMessage ?? error.message }, 'busy');
  } else {
    request.log.error({ err: error, code: error.code, reason: error.logMessage }, 'server error');
  }
  if (hint) reply.header('retry-after', String(hint.retryAfterSeconds));
  // An unexpected failure has no message worth showing; the others were written for people.
  const message = error.code === 'INTERNAL_ERROR' ? GENERIC_SERVER_MESSAGE : error.message;
  return sendError(reply, error.code, message, hint);
}

/**
 * Fastify's own routing failures (an undecodable URL, a failed constraint) answer before any
 * hook or error handler runs; this keeps them in the API's error shape.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply,
) => {
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The request address is not valid.'
      : 'The request could not be understood.';
  sendError(reply, 'BAD_REQUEST', message);
};

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler(
      (error: FastifyError | AppError | ZodError | RequestValidationError, request, reply) => {
        if (error instanceof AppError) {
          if (error.statusCode >= 500) return sendServerError(request, reply, error);
          return sendError(reply, error.code, error.message, error.details);
        }
        if (error instanceof RequestValidationError) {
          const routeError = request.routeOptions.config.invalidRequest?.(error);
          if (routeError)
            return sendError(reply, routeError.code, routeError.message, routeError.details);
          return sendError(
            reply,
            'VALIDATION_ERROR',
            'The request is not valid.',
            fieldIssues(error.zodError),
          );
        }
        if (error instanceof ZodError) {
          return sendError(
            reply,
            'VALIDATION_ERROR',
            'The request is not valid.',
            fieldIssues(error),
          );
        }
        const mapped = fromFastifyError(error);
        if (mapped) {
          const status =
            mapped.code === 'BAD_REQUEST' && error.statusCode ? error.statusCode : undefined;
          return sendError(reply, mapped.code, mapped.message, undefined, status);
        }
        // Everything else is ours: log it with the request id, tell the client nothing internal.
        request.log.error({ err: error }, 'unhandled error');
        return sendError(reply, 'INTERNAL_ERROR', GENERIC_SERVER_MESSAGE);
      },
    );
  },
  { name: 'errors' },
);
