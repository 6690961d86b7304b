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

  /** Runs the named jobs through a queue of `slots`, each holding its slot for a few ms. */
  async function orderOf(
    slots: number,
    jobs: Array<{ name: string; owner: string; cost?: number }>,
    first?: { owner: string; cost?: number },
  ) {
    const queue = createFairQueue(slots);
    const order: string[] = [];
    // A job already running, so the rest all queue before any starts.
    const blocker = first ? await queue.turn(first) : undefined;
    const runs = jobs.map(async ({ name, owner, cost }) => {
      const done = await queue.turn({ owner, ...(cost === undefined ? {} : { cost }) });
      order.push(name);
      await new Promise((resolve) => setTimeout(resolve, 2));
      done();
    });
    blocker?.();
    await Promise.all(runs);
    return order;
  }

  it('starts a short job before the queued long ones of another owner', async () => {
    const order = await orderOf(
      1,
      [
        { name: 'long-1', owner: 'a', cost: 20 },
        { name: 'long-2', owner: 'a', cost: 20 },
        { name: 'short', owner: 'b', cost: 2 },
      ],
      { owner: 'x' },
    );
    expect(order).toEqual(['short', 'long-1', 'long-2']);
  });

  it('does not put an owner who just arrived before everyone already waiting', async () => {
    // "b" has had its turns (its virtual time is ahead); "c" and "d" arrive later than "a"'s
    // second job but start from the queue's present, not from zero.
    const order = await orderOf(
      1,
      [
        { name: 'a-1', owner: 'a' },
        { name: 'a-2', owner: 'a' },
        { name: 'c-1', owner: 'c' },
        { name: 'd-1', owner: 'd' },
      ],
      { owner: 'x' },
    );
    expect(order.indexOf('a-1')).toBe(0);
    expect(order.slice(1).sort()).toEqual(['a-2', 'c-1', 'd-1']);
  });

  it('keeps signed-out work to half the threads, leaving the rest for accounts', async () => {
    const queue = createFairQueue(2);
    const anonymous = await queue.turn({ owner: 'address:203.0.113.9', cost: 30 });
    let second = false;
    const more = queue.turn({ owner: 'address:203.0.113.9', cost: 30 }).then((done) => {
      second = true;
      return done;
    });
    await new Promise((resolve) => setImmediate(resolve));
    // One thread is free, but not for the same visitor's next preview.
    expect(second).toBe(false);
    expect(queue.full).toBe(false);
    const account = await queue.turn({ owner: 'user-1', cost: 2 });
    account();
    anonymous();
    (await more)();
    expect(second).toBe(true);
    expect(queue.waiting).toBe(0);
  });

  it('serves many visitors behind one account in a smaller share', async () => {
    const jobs = [
      ...Array.from({ length: 4 }, (_, i) => ({
        name: `visitor-${i}`,
        owner: `address:198.51.100.${i}`,
        cost: 2,
      })),
      { name: 'user', owner: 'user-1', cost: 2 },
    ];
    const order = await orderOf(1, jobs, { owner: 'x' });
    // Same cost, later arrival: the account still goes before the second visitor.
    expect(order.indexOf('user')).toBeLessThanOrEqual(1);
  });
});
