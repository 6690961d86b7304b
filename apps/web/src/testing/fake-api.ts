import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Handler = (request: FakeRequest) => Response | Promise<Response>;

export const errorBody = (status: number, code: string, message: string, details?: unknown) =>
  Response.json({ message, error: 'Error', code, details }, { status });

/**
 * A fake API for component tests: `METHOD /path` (no query string) picks the handler; anything
 * else answers 404 the way the API does. Every call is kept for the assertions.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return errorBody(404, 'NOT_FOUND', 'Not found.');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler({ method, path: url.pathname, query: url.searchParams, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The bodies sent to `METHOD /path`, oldest first. */
    bodies(method: string, path: string) {
      return fetchMock.mock.calls
        .filter(([input, init]) => {
          const url = new URL(String(input), 'http://localhost');
          return (init?.method ?? 'GET') === method && url.pathname === path;
        })
        .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
    },
    /** The query strings of the GETs of `path`. */
    queries(path: string) {
      return fetchMock.mock.calls
        .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
        .filter(({ url, init }) => (init?.method ?? 'GET') === 'GET' && url.pathname === path)
        .map(({ url }) => Object.fromEntries(url.searchParams));
    },
  };
}
