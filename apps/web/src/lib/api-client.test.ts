import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, setAccessTokenProvider } from './api-client.ts';
import { ApiError } from './api-error.ts';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setAccessTokenProvider(async () => null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('sends JSON and attaches the bearer token when signed in', async () => {
    setAccessTokenProvider(async () => 'abc.def.ghi');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    await expect(apiRequest('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc.def.ghi');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Accept).toBe('application/json');
  });

  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiRequest('/api/public');
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it("uses the server's message and code", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: 'Title is required',
        error: 'Bad Request',
        code: 'VALIDATION_ERROR',
        details: [{ path: 'title', message: 'Required' }],
      }),
    );
    const error = await failure(apiRequest('/api/x', { genericMessage: 'Could not save' }));
    expect(error.message).toBe('Title is required');
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.status).toBe(400);
    expect(error.details).toEqual([{ path: 'title', message: 'Required' }]);
  });

  it('falls back to the error field, then the generic message, then "Request failed"', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { error: 'Forbidden', code: 'FORBIDDEN' }));
    expect((await failure(apiRequest('/api/x', { genericMessage: 'Generic' }))).message).toBe(
      'Forbidden',
    );

    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 502 }));
    const generic = await failure(apiRequest('/api/x', { genericMessage: 'Generic' }));
    expect(generic.message).toBe('Generic');
    expect(generic.code).toBe('HTTP_502');

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 }));
    const bare = await failure(apiRequest('/api/x'));
    expect(bare.message).toBe('Request failed');
    expect(bare.code).toBe('HTTP_500');
  });

  it('maps a failed fetch to NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest('/api/x'));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.status).toBe(0);
    expect(error.message).toBe('Request failed');
  });

  it('gives up after the timeout with TIMEOUT', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = failure(apiRequest('/api/slow', { genericMessage: 'Too slow' }));
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await pending;
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe('Too slow');
  });

  it("rethrows the caller's own cancellation untouched", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          // Like the real fetch: an already-aborted signal rejects at once.
          if (init?.signal?.aborted) reject(init.signal.reason);
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const pending = apiRequest('/api/x', { signal: controller.signal });
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('validates successful bodies with the schema', async () => {
    const schema = z.object({ id: z.string() });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 'r1', extra: true }));
    await expect(apiRequest('/api/x', { schema })).resolves.toEqual({ id: 'r1' });

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 42 }));
    const error = await failure(apiRequest('/api/x', { schema }));
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('resolves with undefined for an empty success body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
