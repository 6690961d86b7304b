import { describe, expect, it } from 'vitest';
import { errorResponses, errorResponsesFor } from './error-responses.ts';

const describedAs = (response: unknown) => (response as { description: string }).description;

describe('errorResponsesFor', () => {
  it("lists a status's shared codes and the module's own, never another module's", () => {
    expect(describedAs(errorResponses(404)[404])).toBe('Not Found: `NOT_FOUND`.');
    const jobs = errorResponsesFor(['JOB_LIMIT_REACHED']);
    expect(describedAs(jobs(409)[409])).toBe(
      'Conflict: `CONFLICT`, `VERSION_CONFLICT`, `JOB_LIMIT_REACHED`.',
    );
  });

  it('lists a code named instead of its status alone', () => {
    const responses = errorResponses(401, 'CHECKOUT_SESSION_NOT_FOUND');
    expect(describedAs(responses[404])).toBe('Not Found: `CHECKOUT_SESSION_NOT_FOUND`.');
    expect(Object.keys(responses)).toEqual(['401', '404', '4xx', '5xx']);
  });

  it('refuses a status no code of the module answers with', () => {
    expect(() => errorResponses(422)).toThrow(/status 422/);
  });
});
