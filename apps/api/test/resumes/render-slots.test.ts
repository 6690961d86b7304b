import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.ts';
import { createRenderSlots } from '../../src/modules/resumes/render-slots.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('render slots', () => {
  it('runs at most `concurrency` tasks at once and the rest in order', async () => {
    const slots = createRenderSlots({ concurrency: 2, maxWaiting: 10 });
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      slots.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await tick();
        order.push(i);
        running -= 1;
        return i;
      }),
    );
    expect(slots.active).toBe(2);
    expect(slots.waiting).toBe(4);
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(slots.active).toBe(0);
    expect(slots.waiting).toBe(0);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = createRenderSlots({ concurrency: 1 });
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.active).toBe(0);
  });

  it('answers 503 instead of queueing without bound', async () => {
    const slots = createRenderSlots({ concurrency: 1, maxWaiting: 1 });
    const first = slots.run(tick);
    const second = slots.run(tick);
    const third = slots.run(tick);
    await expect(third).rejects.toBeInstanceOf(AppError);
    await expect(third).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 });
    await Promise.all([first, second]);
  });
});
