import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.ts';
import { startFakeChatServer, type FakeChatServer } from './fake-chat-server.ts';
import { API_KEY, job, MODEL, readAll, rejection, resume, targets, testAi } from './fixtures.ts';

let server: FakeChatServer;
beforeAll(async () => {
  server = await startFakeChatServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const target = targets[1]!;

describe('model adapter: streamRewrite', () => {
  it('streams the pieces in order and settles the usage', async () => {
    const pieces = ['Built a ', 'Golang billing ', 'service handling ', '2M invoices a month.'];
    server.script({
      kind: 'stream',
      pieces,
      usage: { prompt_tokens: 640, completion_tokens: 14 },
    });

    const stream = testAi(server).streamRewrite({
      resume,
      job,
      target,
      signal: new AbortController().signal,
    });
    const received = await readAll(stream.textStream);

    expect(received).toEqual(pieces);
    expect(received.join('')).toBe('Built a Golang billing service handling 2M invoices a month.');
    await expect(stream.usage).resolves.toEqual({ inputTokens: 640, outputTokens: 14 });
  });

  it('asks for a streamed answer with usage, the model name, the key and the rules', async () => {
    server.script({ kind: 'stream', pieces: ['Built a Golang service.'] });

    const stream = testAi(server).streamRewrite({
      resume,
      job,
      target,
      signal: new AbortController().signal,
    });
    await readAll(stream.textStream);

    const [request] = server.requests;
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.body.model).toBe(MODEL);
    expect(request!.body.stream).toBe(true);
    expect(request!.body.stream_options).toEqual({ include_usage: true });
    expect(request!.body.response_format).toBeUndefined();
    const [system, user] = request!.body.messages;
    expect(system!.content).toContain('Never add a skill, tool, technology');
    expect(system!.content).toContain('Answer with the rewritten text only');
    expect(user!.content).toContain(target.text);
  });

  it('leaves out a <think> block and the blank lines after it', async () => {
    server.script({
      kind: 'stream',
      pieces: ['<think>', 'They want Golang.', '</think>', '\n\n', 'Built a ', 'Golang service.'],
    });

    const stream = testAi(server).streamRewrite({
      resume,
      job,
      target,
      signal: new AbortController().signal,
    });

    expect((await readAll(stream.textStream)).join('')).toBe('Built a Golang service.');
  });

  it('closes the connection when the caller aborts mid-stream, and rethrows the abort', async () => {
    server.script({ kind: 'stream', pieces: ['Built a ', 'Golang '], hold: true });
    const controller = new AbortController();
    const stream = testAi(server).streamRewrite({ resume, job, target, signal: controller.signal });

    const received: string[] = [];
    const reading = (async () => {
      for await (const piece of stream.textStream) {
        received.push(piece);
        if (received.length === 2) controller.abort();
      }
    })();

    const error: unknown = await reading.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).not.toBeInstanceOf(AppError);
    expect(error).toBe(controller.signal.reason);
    expect((error as Error).name).toBe('AbortError');
    expect(received).toEqual(['Built a ', 'Golang ']);
    await server.requests[0]!.closedEarly;
    await expect(stream.usage).resolves.toEqual({ inputTokens: 0, outputTokens: 0 });
  });

  it('closes the connection when the reader stops early', async () => {
    server.script({ kind: 'stream', pieces: ['Built a ', 'Golang '], hold: true });
    const stream = testAi(server).streamRewrite({
      resume,
      job,
      target,
      signal: new AbortController().signal,
    });

    for await (const piece of stream.textStream) {
      expect(piece).toBe('Built a ');
      break;
    }

    await server.requests[0]!.closedEarly;
  });

  it('ends with AI_TIMEOUT when the answer stalls past the time limit', async () => {
    server.script({ kind: 'stream', pieces: ['Built a '], hold: true });
    const started = Date.now();
    const stream = testAi(server, { timeoutMs: 300 }).streamRewrite({
      resume,
      job,
      target,
      signal: new AbortController().signal,
    });

    await rejection(readAll(stream.textStream), 'AI_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(3000);
    await server.requests[0]!.closedEarly;
  });

  it('retries a 503 before the stream starts', async () => {
    server.script(
      { kind: 'error', status: 503, message: 'loading model' },
      { kind: 'stream', pieces: ['Built a Golang service.'] },
    );

    const stream = testAi(server).streamRewrite({
      resume,
      job,
      target,
      signal: new AbortController().signal,
    });

    expect(await readAll(stream.textStream)).toEqual(['Built a Golang service.']);
    expect(server.requests).toHaveLength(2);
  });

  it('reports AI_RATE_LIMITED when every attempt is refused with 429', async () => {
    server.script(
      { kind: 'error', status: 429, message: 'Rate limit reached' },
      { kind: 'error', status: 429, message: 'Rate limit reached' },
    );

    const stream = testAi(server, { maxRetries: 1 }).streamRewrite({
      resume,
      job,
      target,
      signal: new AbortController().signal,
    });

    await rejection(readAll(stream.textStream), 'AI_RATE_LIMITED');
    expect(server.requests).toHaveLength(2);
    await expect(stream.usage).resolves.toEqual({ inputTokens: 0, outputTokens: 0 });
  });

  it('reports AI_UNAVAILABLE for an empty answer', async () => {
    server.script({ kind: 'stream', pieces: [] });

    const stream = testAi(server).streamRewrite({
      resume,
      job,
      target,
      signal: new AbortController().signal,
    });

    await rejection(readAll(stream.textStream), 'AI_UNAVAILABLE');
  });
});
