import { messageFromErrorBody } from '@resumio/contract';
import { ApiError } from '@/lib/api-error.ts';

export const NETWORK_MESSAGE = 'We couldn’t reach the server. Check your connection and try again.';

/** An error answer of a call made with plain fetch (a file or a stream), as the client's ApiError. */
export async function errorFromResponse(response: Response, generic: string): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return new ApiError({
    message: messageFromErrorBody(body, generic),
    code: typeof record.code === 'string' ? record.code : `HTTP_${response.status}`,
    status: response.status,
    details: record.details,
  });
}

export function networkError(): ApiError {
  return new ApiError({ message: NETWORK_MESSAGE, code: 'NETWORK_ERROR', status: 0 });
}
