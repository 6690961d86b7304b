import { describe, expect, it } from 'vitest';
import { FALLBACK_ERROR_MESSAGE, messageFromErrorBody } from './api-error.ts';

describe('messageFromErrorBody', () => {
  it('prefers the server message', () => {
    expect(messageFromErrorBody({ message: 'Nope', error: 'Bad Request' }, 'Generic')).toBe('Nope');
  });
  it('falls back to the error field', () => {
    expect(messageFromErrorBody({ message: '', error: 'Bad Request' }, 'Generic')).toBe(
      'Bad Request',
    );
  });
  it('falls back to the generic message', () => {
    expect(messageFromErrorBody('<html>', 'Generic')).toBe('Generic');
  });
  it("ends with 'Request failed'", () => {
    expect(messageFromErrorBody(null)).toBe(FALLBACK_ERROR_MESSAGE);
    expect(FALLBACK_ERROR_MESSAGE).toBe('Request failed');
  });
});
