import { describe, expect, it } from 'vitest';
import { createFairQueue } from '../../src/lib/fair-queue.ts';

describe('render turns', () => {
  it('gives a free slot to the owner whose last turn is oldest, not to the first in line', async () => {
    const queue = createFairQueue(1);
    const order: string[] = [];
    const job = async (name: string) => {
      const done = await queue.turn(name.split('-')[0]!);
      order.push(name);
      await new Promise((resolve) => setTimeout(resolve, 5));
      done();
    };
    // One account queues three jobs before anyone else asks.
    await Promise.all([job('heavy-1'), job('heavy-2'), job('heavy-3'), job('light-1')]);
    expect(order).toEqual(['heavy-1', 'light-1', 'heavy-2', 'heavy-3']);
    expect(queue.full).toBe(false);
    expect(queue.waiting).toBe(0);
  });

  it('runs up to its slots at once and says when it is full', async () => {
    const queue = createFairQueue(2);
    const first = await queue.turn('a');
    expect(queue.full).toBe(false);
    const second = await queue.turn('a');
    expect(queue.full).toBe(true);
    const third = queue.turn('b');
    expect(queue.waiting).toBe(1);
    first();
    first(); // a second call changes nothing
    (await third)();
    second();
    expect(queue.full).toBe(false);
  });

  it('drops a waiting job whose signal aborts, and lets the next one in', async () => {
    const queue = createFairQueue(1);
    const running = await queue.turn('a');
    const controller = new AbortController();
    const abandoned = queue.turn('b', controller.signal);
    const next = queue.turn('c');
    controller.abort(new Error('client left'));
    await expect(abandoned).rejects.toThrow('client left');
    expect(queue.waiting).toBe(1);
    running();
    (await next)();
    expect(queue.waiting).toBe(0);
    expect(queue.full).toBe(false);
  });
});
