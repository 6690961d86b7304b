import { enhancementErrorMessages } from '@resumio/contract/enhancement';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.ts';
import { startFakeChatServer, type FakeChatServer } from './fake-chat-server.ts';
import { API_KEY, job, rejection, resume, targets, testAi } from './fixtures.ts';

let server: FakeChatServer;
beforeAll(async () => {
  server = await startFakeChatServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const signal = () => new AbortController().signal;
const goodAnswer = JSON.stringify({
  rewrites: [{ path: 'basics.summary', text: 'Golang backend engineer.', reason: 'r' }],
});

describe('model adapter: timeouts, retries and failures', () => {
  it('reports AI_TIMEOUT quickly when the server never answers, and closes the request', async () => {
    server.script({ kind: 'hang' });
    const started = Date.now();

    const error = await rejection(
      testAi(server, { timeoutMs: 300 }).proposeRewrites({
        resume,
        job,
        targets,
        signal: signal(),
      }),
      'AI_TIMEOUT',
    );

    expect(Date.now() - started).toBeLessThan(3000);
    expect(error.message).toBe(enhancementErrorMessages.AI_TIMEOUT);
    expect(error.logMessage).toContain('300 ms');
    await server.requests[0]!.closedEarly;
  });

  it('rethrows the caller’s abort as it is, not as a timeout', async () => {
    server.script({ kind: 'hang' });
    const controller = new AbortController();
    const pending = testAi(server, { timeoutMs: 5000 }).proposeRewrites({
      resume,
      job,
      targets,
      signal: controller.signal,
    });
    await server.received(1);
    controller.abort();

    const error: unknown = await pending.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).not.toBeInstanceOf(AppError);
    expect(error).toBe(controller.signal.reason);
    await server.requests[0]!.closedEarly;
  });

  it('retries 429 maxRetries times, then reports AI_RATE_LIMITED', async () => {
    const limited = { kind: 'error', status: 429, message: 'Rate limit reached' } as const;
    server.script(limited, limited, limited, limited);

    const error = await rejection(
      testAi(server, { maxRetries: 3 }).proposeRewrites({ resume, job, targets, signal: signal() }),
      'AI_RATE_LIMITED',
    );

    expect(server.requests).toHaveLength(4);
    expect(error.message).toBe(enhancementErrorMessages.AI_PROVIDER_BUSY);
    expect(error.logMessage).toContain('HTTP 429');
    expect(error.logMessage).toContain('4 request(s)');
  });

  it('retries 500 maxRetries times, then reports AI_UNAVAILABLE', async () => {
    const failing = { kind: 'error', status: 500, message: 'CUDA out of memory' } as const;
    server.script(failing, failing, failing);

    const error = await rejection(
      testAi(server, { maxRetries: 2 }).proposeRewrites({ resume, job, targets, signal: signal() }),
      'AI_UNAVAILABLE',
    );

    expect(server.requests).toHaveLength(3);
    expect(error.message).toBe(enhancementErrorMessages.AI_UNAVAILABLE);
    expect(error.logMessage).toContain('HTTP 500');
    expect(error.logMessage).toContain('CUDA out of memory');
  });

  it('succeeds when a 500 is followed by an answer', async () => {
    server.script(
      { kind: 'error', status: 500, message: 'upstream hiccup' },
      { kind: 'completion', content: goodAnswer },
    );

    const result = await testAi(server).proposeRewrites({ resume, job, targets, signal: signal() });

    expect(result.proposals.map((p) => p.after)).toEqual(['Golang backend engineer.']);
    expect(server.requests).toHaveLength(2);
  });

  it('retries a dropped connection', async () => {
    server.script({ kind: 'drop' }, { kind: 'completion', content: goodAnswer });

    const result = await testAi(server).proposeRewrites({ resume, job, targets, signal: signal() });

    expect(result.proposals).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });

  it('reports AI_UNAVAILABLE when the connection keeps dropping', async () => {
    server.script({ kind: 'drop' }, { kind: 'drop' });

    const error = await rejection(
      testAi(server, { maxRetries: 1 }).proposeRewrites({ resume, job, targets, signal: signal() }),
      'AI_UNAVAILABLE',
    );

    expect(server.requests).toHaveLength(2);
    expect(error.logMessage).toContain('cannot reach http://127.0.0.1');
  });

  it('does not retry a client error such as 401', async () => {
    server.script({
      kind: 'error',
      status: 401,
      message: `Incorrect API key provided: ${API_KEY}`,
    });

    const error = await rejection(
      testAi(server).proposeRewrites({ resume, job, targets, signal: signal() }),
      'AI_UNAVAILABLE',
    );

    expect(server.requests).toHaveLength(1);
    // The key stays out of what is sent and of what is logged, even when the server echoes it.
    expect(error.message).toBe(enhancementErrorMessages.AI_UNAVAILABLE);
    expect(error.logMessage).toContain('HTTP 401');
    expect(error.logMessage).not.toContain(API_KEY);
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain(API_KEY);
    expect(error.cause).toBeUndefined();
  });

  it('does not wait for a Retry-After longer than the longest pause', async () => {
    server.script({
      kind: 'error',
      status: 429,
      message: 'Rate limit reached',
      headers: { 'retry-after': '120' },
    });

    await rejection(
      testAi(server).proposeRewrites({ resume, job, targets, signal: signal() }),
      'AI_RATE_LIMITED',
    );
    expect(server.requests).toHaveLength(1);
  });

  it('honours a short Retry-After', async () => {
    server.script(
      { kind: 'error', status: 429, message: 'slow down', headers: { 'retry-after-ms': '20' } },
      { kind: 'completion', content: goodAnswer },
    );

    const result = await testAi(server).proposeRewrites({ resume, job, targets, signal: signal() });

    expect(result.proposals).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });
});
