import {
  type GenerateLetterRequest,
  type LetterStreamEvent,
  LetterStreamEventSchema,
} from '@resumio/contract/cover-letters';
import { ApiError } from '@/lib/api-error.ts';
import { errorFromResponse, networkError } from '@/lib/http/fetch-errors.ts';
import { readEvents } from '@/lib/http/read-events.ts';

export const GENERATE_FAILED = 'We couldn’t write the letter.';

export interface GenerateStreamOptions {
  request: GenerateLetterRequest;
  token: string | null;
  signal: AbortSignal;
}

/**
 * The letter as it is written: `delta` events with text, then `done` with the finished letter
 * (or `error`). Rejects with ApiError when the server refuses the request outright.
 */
export async function* streamGeneratedLetter(
  options: GenerateStreamOptions,
): AsyncGenerator<LetterStreamEvent> {
  let response: Response;
  try {
    response = await fetch('/api/cover-letters/generate/stream', {
      method: 'POST',
      headers: {
        Accept: 'text/event-stream',
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify(options.request),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await errorFromResponse(response, GENERATE_FAILED);
  if (!response.body) {
    throw new ApiError({ message: GENERATE_FAILED, code: 'INVALID_RESPONSE', status: 200 });
  }
  yield* readEvents(response.body, LetterStreamEventSchema);
}
