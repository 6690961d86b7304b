import type { ApiErrorBody, ErrorCode } from '@resumio/contract';
import { errorStatus } from '@resumio/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { AppError, fieldIssues } from '../lib/app-error.ts';

const reasonPhrase: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  details?: unknown,
  status: number = errorStatus[code],
): FastifyReply {
  const body: ApiErrorBody = { message, error: reasonPhrase[status] ?? 'Error', code };
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

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'server error');
        return sendError(reply, error.code, error.message, error.details);
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
      return sendError(
        reply,
        'INTERNAL_ERROR',
        'Something went wrong on our side. Please try again.',
      );
    });
  },
  { name: 'errors' },
);
