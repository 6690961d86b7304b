import { type RewriteEvent, RewriteEventSchema } from '@resumio/contract/enhancement';
import { ApiError } from '@/lib/api-error.ts';
import { errorFromResponse, networkError } from '@/lib/http/fetch-errors.ts';
import type { JobRequest } from '../model/job-posting.ts';

/**
 * Reads `data: <json>` lines out of a text/event-stream body. Lines may arrive split across
 * chunks; a line that is not a known event is skipped rather than ending the stream.
 */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<RewriteEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const parse = (line: string): RewriteEvent | null => {
    if (!line.startsWith('data:')) return null;
    try {
      const parsed = RewriteEventSchema.safeParse(JSON.parse(line.slice(5).trim()));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r?\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const event = parse(line);
        if (event) yield event;
      }
    }
    const last = parse(buffer + decoder.decode());
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}

export interface RewriteOptions {
  resumeId: string;
  job: JobRequest;
  path: string;
  token: string | null;
  signal: AbortSignal;
}

/** One text rewritten by the language model, as it is written. Rejects with ApiError on refusal. */
export async function* streamRewrite(options: RewriteOptions): AsyncGenerator<RewriteEvent> {
  let response: Response;
  try {
    response = await fetch(`/api/resumes/${encodeURIComponent(options.resumeId)}/rewrite`, {
      method: 'POST',
      headers: {
        Accept: 'text/event-stream',
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ ...options.job, path: options.path }),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await errorFromResponse(response, 'We couldn’t rewrite this text.');
  if (!response.body) {
    throw new ApiError({
      message: 'We couldn’t rewrite this text.',
      code: 'INVALID_RESPONSE',
      status: response.status,
    });
  }
  yield* readEvents(response.body);
}
