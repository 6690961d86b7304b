import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/lib/api-error.ts';
import { readEvents, streamRewrite } from './rewrite-stream.ts';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

afterEach(() => vi.unstubAllGlobals());

describe('readEvents', () => {
  it('reads data lines split across chunks and skips anything else', async () => {
    const done = {
      type: 'done',
      path: 'basics.summary',
      before: 'a',
      after: 'Hello world',
      accepted: true,
      problems: [],
    };
    const events = await collect(
      readEvents(
        streamOf([
          ': comment\n\ndata: {"type":"delta","te',
          'xt":"Hello"}\n\ndata: not json\n\ndata: {"type":"delta","text":" world"}\n\n',
          `data: ${JSON.stringify(done)}`,
        ]),
      ),
    );
    expect(events).toEqual([
      { type: 'delta', text: 'Hello' },
      { type: 'delta', text: ' world' },
      done,
    ]);
  });
});

describe('streamRewrite', () => {
  it('sends the posting, the path and the token, and rejects with the API error', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json(
        { message: 'Daily limit', error: 'Too Many Requests', code: 'AI_RATE_LIMITED' },
        { status: 429 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const run = collect(
      streamRewrite({
        resumeId: 'r 1',
        job: { jobDescription: 'posting' },
        path: 'work[0].highlights[1]',
        token: 'tok',
        signal: new AbortController().signal,
      }),
    );
    const error: unknown = await run.catch((reason: unknown) => reason);
    expect(isApiError(error) && error.code).toBe('AI_RATE_LIMITED');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/resumes/r%201/rewrite');
    expect(JSON.parse(String(init!.body))).toEqual({
      jobDescription: 'posting',
      path: 'work[0].highlights[1]',
    });
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });
});
