import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real OpenAI-compatible server on 127.0.0.1 for the adapter's tests: POST /v1/chat/completions
 * answers with the next scripted reply, as a JSON completion or as server-sent chunks (OpenAI's
 * stream format, ending with a usage chunk and `[DONE]`). Every request is recorded, with a
 * promise that settles when the client closes the connection before the answer ended.
 */

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
}

export type Reply =
  /** A chat completion whose message content is `content`; `usage: null` leaves usage out. */
  | { kind: 'completion'; content: string; usage?: Usage | null }
  /** A failure status with an OpenAI-style error body (or `body` as it is). */
  | {
      kind: 'error';
      status: number;
      message?: string;
      body?: string;
      headers?: Record<string, string>;
    }
  /** A 200 whose body is not JSON. */
  | { kind: 'garbage' }
  /** Chunks with these pieces of content; `hold` keeps the connection open after them. */
  | { kind: 'stream'; pieces: string[]; usage?: Usage; hold?: boolean }
  /** Never answers. */
  | { kind: 'hang' }
  /** Closes the connection without an answer. */
  | { kind: 'drop' };

export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: { type: string };
  [key: string]: unknown;
}

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: ChatRequestBody;
  /** Settles when the client closes the connection before the answer was complete. */
  closedEarly: Promise<void>;
}

export interface FakeChatServer {
  /** The base URL to configure, `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order; an unscripted request gets a 599. */
  script(...replies: Reply[]): void;
  /** Settles once `count` requests have arrived (their replies may still be under way). */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_USAGE: Usage = { prompt_tokens: 120, completion_tokens: 30 };

export async function startFakeChatServer(): Promise<FakeChatServer> {
  const queue: Reply[] = [];
  const requests: RecordedRequest[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let closed!: () => void;
      const closedEarly = new Promise<void>((resolve) => (closed = resolve));
      res.on('close', () => {
        if (!res.writableFinished) closed();
      });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody;
      requests.push({ path: req.url ?? '', headers: req.headers, body, closedEarly });
      for (const waiter of waiting.filter((w) => w.count <= requests.length)) waiter.resolve();
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        return sendJson(res, 404, { error: { message: `no route ${req.method} ${req.url}` } });
      }
      reply(res, queue.shift() ?? { kind: 'error', status: 599, message: 'no scripted reply' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    received: (count) =>
      requests.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push({ count, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function reply(res: ServerResponse, scripted: Reply) {
  switch (scripted.kind) {
    case 'completion':
      return sendJson(res, 200, {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: 'test-model',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: scripted.content },
            finish_reason: 'stop',
          },
        ],
        ...(scripted.usage === null ? {} : { usage: withTotal(scripted.usage ?? DEFAULT_USAGE) }),
      });
    case 'error':
      res.writeHead(scripted.status, { 'content-type': 'application/json', ...scripted.headers });
      return res.end(
        scripted.body ??
          JSON.stringify({
            error: { message: scripted.message ?? 'failed', type: 'server_error' },
          }),
      );
    case 'garbage':
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('<html>Bad gateway</html>');
    case 'stream':
      return sendStream(res, scripted.pieces, scripted.usage ?? DEFAULT_USAGE, scripted.hold);
    case 'hang':
      return;
    case 'drop':
      return res.socket?.destroy();
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function sendStream(res: ServerResponse, pieces: string[], usage: Usage, hold = false) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    res.write(
      `data: ${JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        created: 1_700_000_000,
        model: 'test-model',
        choices,
        ...extra,
      })}\n\n`,
    );
  pieces.forEach((piece, i) =>
    chunk([
      {
        index: 0,
        delta: i === 0 ? { role: 'assistant', content: piece } : { content: piece },
        finish_reason: null,
      },
    ]),
  );
  if (hold) return;
  chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]);
  chunk([], { usage: withTotal(usage) });
  res.end('data: [DONE]\n\n');
}

const withTotal = (usage: Usage) => ({
  ...usage,
  total_tokens: usage.prompt_tokens + usage.completion_tokens,
});
