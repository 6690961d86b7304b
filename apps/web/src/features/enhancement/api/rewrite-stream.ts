import { type RewriteEvent, RewriteEventSchema } from '@resumio/contract/enhancement';
import { ApiError } from '@/lib/api-error.ts';
import { errorFromResponse, networkError } from '@/lib/http/fetch-errors.ts';
import { readEvents as readSseEvents } from '@/lib/http/read-events.ts';
import type { JobRequest } from '../model/job-posting.ts';

/** The rewrite's events as they arrive. */
export const readEvents = (body: ReadableStream<Uint8Array>): AsyncGenerator<RewriteEvent> =>
  readSseEvents(body, RewriteEventSchema);

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
