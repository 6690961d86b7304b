export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const FALLBACK_ERROR_MESSAGE = 'Request failed';

/**
 * The message is the server's message, else its error field, else the generic message,
 * else 'Request failed'. `generic` is the caller's own message for the operation.
 */
export function messageFromErrorBody(body: unknown, generic?: string): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message.trim()) return record.message;
    if (typeof record.error === 'string' && record.error.trim()) return record.error;
  }
  if (generic && generic.trim()) return generic;
  return FALLBACK_ERROR_MESSAGE;
}
