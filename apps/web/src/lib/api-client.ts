import { messageFromErrorBody } from '@resumio/contract/rules';
import type { z } from 'zod';
import { ApiError, type TransportErrorCode } from './api-error.ts';

/** 10 s HTTP timeout. */
export const API_TIMEOUT_MS = 10_000;

type AccessTokenProvider = () => Promise<string | null>;

let accessTokenProvider: AccessTokenProvider = async () => null;

/** The auth layer registers itself here once at start-up, before the first render. */
export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  accessTokenProvider = provider;
}

/** The signed-in user's bearer token, or null: for requests that are not JSON (files). */
export function currentAccessToken(): Promise<string | null> {
  return accessTokenProvider();
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData (a file upload) is sent as multipart/form-data. */
  body?: unknown;
  /** Validates a successful body; the result is what the call resolves with. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** The caller's message for this operation, used when the server gives none. */
  genericMessage?: string;
  timeoutMs?: number;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function codeFromBody(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const code = (body as Record<string, unknown>).code;
    if (typeof code === 'string' && code) return code;
  }
  return undefined;
}

function detailsFromBody(body: unknown): unknown {
  if (body && typeof body === 'object') return (body as Record<string, unknown>).details;
  return undefined;
}

/**
 * JSON request to the product's API. Resolves with the (validated) body; rejects with ApiError,
 * or with the caller's own abort reason when the caller cancelled.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const {
    method = 'GET',
    body,
    schema,
    signal,
    genericMessage,
    timeoutMs = API_TIMEOUT_MS,
  } = options;

  const headers: Record<string, string> = { Accept: 'application/json' };
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  // The browser writes a multipart body's Content-Type itself, with its boundary.
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const token = await accessTokenProvider();
  if (token) headers.Authorization = `Bearer ${token}`;

  // One controller for both the caller's signal and our timeout, so we can tell them apart.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  const transportError = (code: TransportErrorCode) =>
    new ApiError({ message: messageFromErrorBody(undefined, genericMessage), code, status: 0 });

  let response: Response;
  let responseBody: unknown;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    responseBody = await readBody(response);
  } catch (error) {
    if (timedOut) throw transportError('TIMEOUT');
    if (signal?.aborted) throw signal.reason ?? error;
    throw transportError('NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  if (!response.ok) {
    throw new ApiError({
      message: messageFromErrorBody(responseBody, genericMessage),
      code: codeFromBody(responseBody) ?? `HTTP_${response.status}`,
      status: response.status,
      details: detailsFromBody(responseBody),
    });
  }

  if (!schema) return responseBody as T;
  const parsed = schema.safeParse(responseBody);
  if (!parsed.success) {
    throw new ApiError({
      message: messageFromErrorBody(undefined, genericMessage),
      code: 'INVALID_RESPONSE',
      status: response.status,
      details: parsed.error.issues,
    });
  }
  return parsed.data;
}
