import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.ts';
import { createRenderSlots } from '../../src/lib/render-slots.ts';

describe('per-user render slots', () => {
  it('lets one user hold at most `perUser` renders, others unaffected', () => {
    const slots = createRenderSlots({ perUser: 2 });
    const first = slots.acquire('ana');
    slots.acquire('ana');
    expect(() => slots.acquire('ana')).toThrow(AppError);
    try {
      slots.acquire('ana');
    } catch (error) {
      expect(error).toMatchObject({
        code: 'RENDERS_IN_PROGRESS',
        statusCode: 429,
        details: { limit: 2, retryAfterSeconds: 1 },
      });
      expect((error as AppError).message).toContain('2 exports');
    }
    expect(slots.inUse('ana')).toBe(2);
    slots.acquire('ben');
    expect(slots.inUse('ben')).toBe(1);
    first();
    expect(slots.inUse('ana')).toBe(1);
    slots.acquire('ana');
    expect(slots.inUse('ana')).toBe(2);
  });

  it('counts a release once, however often it is called', () => {
    const slots = createRenderSlots({ perUser: 1 });
    const release = slots.acquire('ana');
    release();
    release();
    expect(slots.inUse('ana')).toBe(0);
    slots.acquire('ana');
    expect(() => slots.acquire('ana')).toThrow(AppError);
  });
});
