import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { RequestValidationError, type RequestPart } from '../lib/request-validation.ts';
import {
  findUnsafeInRawBody,
  findUnsafeText,
  type TextPath,
  UNSAFE_TEXT_MESSAGE,
} from '../lib/unsafe-text.ts';

/**
 * The refusal as a failed validation of that part of the request, so it leaves as every other
 * one does (400 VALIDATION_ERROR naming the field) and a route that names its own code for a
 * field (a posting's INVALID_JOB_DESCRIPTION) still answers with it.
 */
function refuse(part: RequestPart, path: TextPath, input: unknown): RequestValidationError {
  const issue = { code: 'custom' as const, path, message: UNSAFE_TEXT_MESSAGE, input };
  return new RequestValidationError(part, new z.ZodError([issue]), input);
}

/** The decoded URL, or the URL as sent when its escapes are malformed (the router says so). */
function decodedUrl(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/**
 * Header values as the client wrote them: Node reads header bytes as Latin-1, so UTF-8 text
 * ("ą" is C4 85) would otherwise look like it holds U+0085.
 */
function headersAsSent(headers: FastifyRequest['headers']): Record<string, unknown> {
  const utf8 = (value: string) => Buffer.from(value, 'latin1').toString('utf8');
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      typeof value === 'string' ? utf8(value) : Array.isArray(value) ? value.map(utf8) : value,
    ]),
  );
}

function checkUrlAndHeaders(request: FastifyRequest): RequestValidationError | undefined {
  // A wildcard (the not-found route, a mounted app) is the URL itself, checked as such below.
  const { '*': _rest, ...params } = (request.params ?? {}) as Record<string, unknown>;
  const inParams = findUnsafeText(params);
  if (inParams) return refuse('params', inParams, params);
  const inQuery = findUnsafeText(request.query ?? {});
  if (inQuery) return refuse('querystring', inQuery, request.query);
  if (findUnsafeText(decodedUrl(request.url))) return refuse('params', ['url'], request.url);
  const inHeaders = findUnsafeText(headersAsSent(request.headers));
  if (inHeaders) return refuse('headers', ['headers', ...inHeaders], request.headers);
  return undefined;
}

function checkBody(request: FastifyRequest): RequestValidationError | undefined {
  const { body } = request;
  const path = Buffer.isBuffer(body)
    ? findUnsafeInRawBody(body, request.headers['content-type'])
    : findUnsafeText(body);
  return path && refuse('body', path, body);
}

/**
 * Refuses NUL, NEL and the Unicode line separators in every input, in one place for every route
 * (the embedded identity provider's and the local checkout's pages included): the URL's path and
 * query and the headers as the request arrives, the body once read, before any route sees it.
 * See docs/decisions/040-cpu-work-in-the-pool-and-one-input-check.md.
 */
export default fp(
  async function refuseUnsafeText(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      const refused = checkUrlAndHeaders(request);
      if (refused) throw refused;
    });
    app.addHook('preValidation', async (request) => {
      const refused = checkBody(request);
      if (refused) throw refused;
    });
  },
  { name: 'refuse-unsafe-text', dependencies: ['errors'] },
);
